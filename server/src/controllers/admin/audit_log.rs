//! GET /api/v1/admin/audit-log

use axum::Json;
use axum::extract::{Query, State};
use chrono::{DateTime, Utc};
use fest_app::paging::Paging;
use fest_app::services::audit;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::user::all_users::Pagination;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;

#[derive(Deserialize, IntoParams)]
pub struct AuditQuery {
    pub page: Option<u64>,
    pub limit: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct Actor {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AuditEntry {
    #[serde(rename = "_id")]
    pub id: String,
    pub at: DateTime<Utc>,
    pub actor: Actor,
    pub action: String,
    pub target: String,
    pub details: Value,
}

#[derive(Serialize, ToSchema)]
pub struct AuditResponse {
    pub success: bool,
    pub entries: Vec<AuditEntry>,
    pub pagination: Pagination,
}

/// Who did what to what, when: role changes, CA decisions, payment marks, event settings, exports
/// (admins only).
#[utoipa::path(get, path = "/admin/audit-log", tag = "admin", params(AuditQuery), security(("bearer" = [])),
    responses((status = 200, body = AuditResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn audit_log(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Query(q): Query<AuditQuery>,
) -> Result<Json<AuditResponse>, ApiError> {
    let paging = Paging::new(q.page, q.limit);
    let (entries, total) = audit::page(&state.ctx, paging).await?;
    Ok(Json(AuditResponse {
        success: true,
        entries: entries
            .into_iter()
            .map(|(e, actor)| AuditEntry {
                id: e.id,
                at: e.at,
                actor: Actor { id: e.actor_id, username: actor.map(|a| a.username) },
                action: e.action,
                target: e.target,
                details: serde_json::from_str(&e.details).unwrap_or(Value::Null),
            })
            .collect(),
        pagination: Pagination { page: paging.page(), limit: paging.limit(), total },
    }))
}
