//! Which page of a list to read, clamped once: every paged list (accounts, an event's registrations, the
//! audit log) takes a `Paging` instead of clamping its own numbers.

/// A page number within `1..=MAX_PAGE` and a page size within `1..=MAX_LIMIT`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    page: u64,
    limit: u64,
}

impl Paging {
    /// The page size when the request names none.
    pub const DEFAULT_LIMIT: u64 = 20;
    /// The largest page size.
    pub const MAX_LIMIT: u64 = 100;
    /// The highest page number (beyond it the offset would overflow the database's integers).
    pub const MAX_PAGE: u64 = 1_000_000;

    /// The request's `page` (default 1) and `limit` (default [`Paging::DEFAULT_LIMIT`]), clamped.
    pub fn new(page: Option<u64>, limit: Option<u64>) -> Self {
        Self {
            page: page.unwrap_or(1).clamp(1, Self::MAX_PAGE),
            limit: limit.unwrap_or(Self::DEFAULT_LIMIT).clamp(1, Self::MAX_LIMIT),
        }
    }

    /// The paging a request asked for: `None` when it named neither `page` nor `limit`, which asks for the
    /// whole list (SPEC 7's lists are whole; a client pages only when it says so).
    pub fn asked(page: Option<u64>, limit: Option<u64>) -> Option<Self> {
        (page.is_some() || limit.is_some()).then(|| Self::new(page, limit))
    }

    /// 1-based page number.
    pub fn page(self) -> u64 {
        self.page
    }

    /// Rows per page.
    pub fn limit(self) -> u64 {
        self.limit
    }

    /// The 0-based page index sea-orm's paginator takes.
    pub fn index(self) -> u64 {
        self.page - 1
    }
}

impl Default for Paging {
    fn default() -> Self {
        Self::new(None, None)
    }
}

/// How many rows match, and the page `paging` names: the two queries at once, on two of the pool's
/// connections. A search pays for both (on PostgreSQL each is an index scan and a round trip), so the
/// answer comes after the slower of them rather than after both.
pub async fn count_and_page<'db, C, S>(
    paginator: &sea_orm::Paginator<'db, C, S>,
    paging: Paging,
) -> Result<(u64, Vec<S::Item>), sea_orm::DbErr>
where
    C: sea_orm::ConnectionTrait,
    S: sea_orm::SelectorTrait + 'db,
{
    futures_util::try_join!(paginator.num_items(), paginator.fetch_page(paging.index()))
}

/// Rows per batch of a whole list: each batch is one query, so memory stays bounded however long the list.
pub const BATCH: u64 = 100;

/// Where a newest-first list stopped: the creation time and id of the last row read.
pub type Cursor = (chrono::DateTime<chrono::Utc>, String);

/// The rows after `cursor` in newest-first order (creation time descending, then id ascending), for the next
/// batch of a keyset read: a batch costs the same wherever it is in the list, and rows written meanwhile never
/// shift it.
pub fn after<C: sea_orm::ColumnTrait>(created: C, id: C, cursor: &Cursor) -> sea_orm::Condition {
    use sea_orm::Condition;
    let (at, last) = cursor;
    // Older than the cursor's row, or as old and after it: `created <= at AND (created < at OR id > last)`.
    // The first bound is a range an index on the creation time serves, so each batch starts where the last
    // ended instead of reading the list from its top.
    Condition::all().add(created.lte(*at)).add(Condition::any().add(created.lt(*at)).add(id.gt(last.clone())))
}

/// A whole list read in batches of [`BATCH`], one query after the other: `fetch` reads the batch after the
/// cursor (the first when `None`) in newest-first order, `cursor` says where a row sits. Empty batches are
/// not yielded; the stream ends after the first short batch.
pub fn newest_first<T, F, Fut>(
    fetch: F,
    cursor: fn(&T) -> Cursor,
) -> impl futures_util::Stream<Item = Result<Vec<T>, crate::AppError>> + Send + 'static
where
    T: Send + 'static,
    F: Fn(Option<Cursor>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Result<Vec<T>, crate::AppError>> + Send,
{
    async_stream::try_stream! {
        let mut last: Option<Cursor> = None;
        loop {
            let batch = fetch(last.take()).await?;
            let short = u64::try_from(batch.len()).unwrap_or(0) < BATCH;
            last = batch.last().map(cursor);
            if !batch.is_empty() {
                yield batch;
            }
            if short {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Paging;

    #[test]
    fn numbers_are_clamped_once_and_defaults_fill_the_gaps() {
        assert_eq!(Paging::new(None, None), Paging { page: 1, limit: Paging::DEFAULT_LIMIT });
        assert_eq!(Paging::new(Some(0), Some(0)), Paging { page: 1, limit: 1 });
        assert_eq!(
            Paging::new(Some(u64::MAX), Some(u64::MAX)),
            Paging { page: Paging::MAX_PAGE, limit: Paging::MAX_LIMIT }
        );
        assert_eq!(Paging::asked(None, None), None, "no paging asked: the whole list");
        assert_eq!(Paging::asked(Some(2), None), Some(Paging { page: 2, limit: Paging::DEFAULT_LIMIT }));
        assert_eq!(Paging::asked(None, Some(5)), Some(Paging { page: 1, limit: 5 }));
        let p = Paging::new(Some(3), Some(50));
        assert_eq!((p.page(), p.limit(), p.index()), (3, 50, 2));
    }
}
