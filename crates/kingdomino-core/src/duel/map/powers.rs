//! The wizards' powers a placement may rely on, and which placements count when they are used.

use serde::{Deserialize, Serialize};

/// The wizards' powers a placement may rely on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacementPowers {
    /// The `d` power: the connection rules do not apply.
    pub ignore_connection: bool,
    /// The `s` power: the two squares need not touch.
    pub separate: bool,
}

impl PlacementPowers {
    pub const NONE: PlacementPowers = PlacementPowers {
        ignore_connection: false,
        separate: false,
    };

    /// The combinations of the `d` and `s` powers a player who owns `(ignore, separate)` can
    /// spend, none first.
    pub fn spendable(
        (ignore_owned, separate_owned): (bool, bool),
    ) -> impl Iterator<Item = PlacementPowers> {
        [(false, false), (true, false), (false, true), (true, true)]
            .into_iter()
            .filter(move |&(ignore, separate)| {
                (!ignore || ignore_owned) && (!separate || separate_owned)
            })
            .map(|(ignore_connection, separate)| PlacementPowers {
                ignore_connection,
                separate,
            })
    }
}

/// Which placements count when powers are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerUse {
    /// Every placement the powers allow, also ones legal without them (what a player asks:
    /// "where could this go if I use my power?").
    Allowed,
    /// Only placements that need every power used (what the game accepts as an action).
    Needed,
}
