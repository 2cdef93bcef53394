//! What players are told of ratings: the change a rated game made to each seat's rating, and a
//! game's leaderboard. The server rates; these are the words of the protocol about it.

use serde::{Deserialize, Serialize};

use crate::games::GameKind;
use crate::table::Place;

/// Every player starts here.
pub const STARTING_RATING: i32 = 1500;
/// A player's rating is provisional (shown with a `?`, left off the leaderboard) until they
/// have played this many rated games.
pub const PROVISIONAL_GAMES: u32 = 10;
/// How far apart two waiting players' ratings may be at first, and how much wider every
/// `WIDENING_SECONDS` either has waited.
pub const FIRST_WINDOW: u32 = 100;
pub const WIDENING: u32 = 100;
pub const WIDENING_SECONDS: u64 = 30;

/// Two players are rated against each other at most this many times in `MEETINGS_SECONDS`;
/// later games between them that day are played unrated, so a pair trading wins gains little.
pub const RATED_MEETINGS: usize = 3;
pub const MEETINGS_SECONDS: u64 = 24 * 60 * 60;

/// The leaderboard's length.
pub const BOARD_ROWS: usize = 100;

/// A rated game's change to one seat's rating, in whole points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatingChange {
    pub seat: Place,
    pub before: i32,
    pub after: i32,
    /// Still provisional after this game.
    pub provisional: bool,
    /// Not counted: some of the game's players had met `RATED_MEETINGS` times in rated games
    /// that day (nobody's rating moved).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub met_too_often: bool,
}

/// One player's line on a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardRow {
    /// From 1; provisional players have none on the board.
    pub rank: Option<u32>,
    pub name: String,
    pub tag: String,
    pub rating: i32,
    pub games: u32,
    pub provisional: bool,
}

/// A game's best players, and the asking player's own line wherever they stand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leaderboard {
    pub game: GameKind,
    pub rows: Vec<BoardRow>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<BoardRow>,
}

/// A rating as shown: `1500?` while provisional.
pub fn shown_rating(rating: i32, provisional: bool) -> String {
    if provisional {
        format!("{rating}?")
    } else {
        rating.to_string()
    }
}
