use sea_orm::entity::prelude::*;

/// A gate that scans for a list (one list per gate).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkin_list_gate")]
pub struct Model {
    /// The gate's name trimmed and in lower case.
    #[sea_orm(primary_key, auto_increment = false)]
    pub gate_key: String,
    /// As the organisers typed it.
    pub gate: String,
    pub list_id: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
