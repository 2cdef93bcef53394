//! A seat of a room that the server's computer plays from the start.

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::table::Place;

/// A seat the server's computer plays from the start of a room's game, and how strongly: the
/// room's maker sets them with the hello that makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ComputerSeat {
    pub seat: Place,
    pub level: Level,
}
