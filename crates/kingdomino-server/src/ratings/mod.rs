//! Ratings: every quick-match game (nobody chose their opponent) is rated once it ends, each
//! player's rating kept per game in the rooms' store. Two players are rated with Glicko-2, the
//! original game's three and four with Weng-Lin, both from the `skillratings` crate. A game's
//! result is applied once however many servers see its end: the store refuses a game it has
//! already rated in the same step that changes the ratings.

mod model;

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;
use unicode_security::skeleton;

use kingdomino_core::games::ForGame;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::{PlayerId, shown_player};
use kingdomino_core::online::ratings::{
    BoardRow, MEETINGS_SECONDS, PROVISIONAL_GAMES, RATED_MEETINGS, RatingChange, STARTING_RATING,
};
use kingdomino_core::online::room::ranking::Finish;
use kingdomino_core::online::{Records, Room};

pub use model::rated;

/// The rated games kept in a player's history.
pub const RECENT_GAMES: usize = 20;
/// The day's meetings kept in a player's record: far more than anyone plays rated in a day, a
/// bound on a record's size all the same.
const MOST_MEETINGS: usize = 300;

/// A player's standing in one game, as the store keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub name: String,
    pub tag: String,
    /// Glicko-2's rating and deviation (Weng-Lin's on the same scale), and its volatility.
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
    /// The player's last rated games, by their keys, the latest first.
    pub recent: Vec<String>,
    /// Whom the player met in rated games within the last `MEETINGS_SECONDS`, the latest first.
    #[serde(default)]
    pub meetings: Vec<Meeting>,
}

/// A rated game's opponent, by their id, and when it was rated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meeting {
    pub opponent: String,
    pub at: u64,
}

impl PlayerRecord {
    pub fn new(name: &str, tag: &str) -> PlayerRecord {
        PlayerRecord {
            name: name.to_string(),
            tag: tag.to_string(),
            rating: f64::from(STARTING_RATING),
            deviation: model::STARTING_DEVIATION,
            volatility: model::STARTING_VOLATILITY,
            games: 0,
            recent: Vec::new(),
            meetings: Vec::new(),
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }

    pub fn shown_rating(&self) -> i32 {
        self.rating.round() as i32
    }

    pub fn row(&self, rank: Option<u32>) -> BoardRow {
        BoardRow {
            rank: rank.filter(|_| !self.is_provisional()),
            name: self.name.clone(),
            tag: self.tag.clone(),
            rating: self.shown_rating(),
            games: self.games,
            provisional: self.is_provisional(),
        }
    }
}

/// A rated game, as kept: who played, where each finished, what it changed, and its record (a
/// replay).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedGame {
    pub key: String,
    pub game: GameKind,
    /// Seconds since 1970 when it was rated.
    pub at: u64,
    pub seats: Vec<RatedSeat>,
    pub record: ForGame<Records>,
    /// Each seat's change, as its players were told (kept so a server that rated the game
    /// but did not hear the store's answer in time can tell them later).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<RatingChange>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedSeat {
    #[serde(skip)]
    pub player: Option<PlayerId>,
    pub name: String,
    pub tag: String,
    pub rank: usize,
    pub abandoned: bool,
    pub before: i32,
    pub after: i32,
}

/// The changes a kept game's summary says it made (none for one kept before they were).
pub fn changes_in(summary: Option<String>) -> Vec<RatingChange> {
    summary
        .and_then(|text| serde_json::from_str::<RatedGame>(&text).ok())
        .map(|game| game.changes)
        .unwrap_or_default()
}

impl RatedGame {
    /// The game a finished rated room played; none when it is not to be rated.
    pub fn of(room: &Room, now: u64) -> Option<RatedGame> {
        let finishes = room.finishes()?;
        let stored = room.stored();
        Some(RatedGame {
            key: room.game_key(),
            game: room.table().room_game().setup().kind(),
            at: now,
            seats: finishes.iter().map(RatedSeat::of).collect(),
            record: stored.game?,
            changes: Vec::new(),
        })
    }

    /// Applies the game to its players' records (in seat order, as kept before it): the
    /// records after, and each seat's change. Players who met `RATED_MEETINGS` times that day
    /// play it unrated: nobody's record moves but for their name.
    pub fn apply(&mut self, before: &[PlayerRecord]) -> (Vec<PlayerRecord>, Vec<RatingChange>) {
        let ids: Vec<String> = (self.seats.iter())
            .map(|seat| {
                seat.player
                    .as_ref()
                    .map_or("", PlayerId::as_str)
                    .to_string()
            })
            .collect();
        let met_too_often = self.met_too_often(before, &ids);
        let ranks: Vec<usize> = self.seats.iter().map(|seat| seat.rank).collect();
        let after = if met_too_often {
            before.to_vec()
        } else {
            rated(before, &ranks)
        };
        let mut changes = Vec::new();
        let mut records = Vec::new();
        for (at, (old, new)) in before.iter().zip(after).enumerate() {
            let seat = &mut self.seats[at];
            let mut record = PlayerRecord {
                name: seat.name.clone(),
                tag: seat.tag.clone(),
                ..new
            };
            if !met_too_often {
                record.games += 1;
                record.recent = std::iter::once(self.key.clone())
                    .chain(old.recent.iter().cloned())
                    .take(RECENT_GAMES)
                    .collect();
                let opponents = ids.iter().enumerate().filter(|&(other, _)| other != at);
                record.meetings = (opponents.map(|(_, id)| Meeting {
                    opponent: id.clone(),
                    at: self.at,
                }))
                .chain(meetings_within_a_day(old, self.at).cloned())
                .take(MOST_MEETINGS)
                .collect();
            }
            record.rating = record.rating.max(0.0);
            seat.before = old.shown_rating();
            seat.after = record.shown_rating();
            changes.push(RatingChange {
                seat: kingdomino_core::table::Place::try_from(at as u8)
                    .expect("a seat of the room"),
                before: seat.before,
                after: seat.after,
                provisional: record.is_provisional(),
                met_too_often,
            });
            records.push(record);
        }
        self.changes = changes.clone();
        (records, changes)
    }

    /// Whether two of the game's players have met `RATED_MEETINGS` times that day already.
    fn met_too_often(&self, before: &[PlayerRecord], ids: &[String]) -> bool {
        before.iter().enumerate().any(|(at, record)| {
            ids.iter().enumerate().any(|(other, id)| {
                let met = meetings_within_a_day(record, self.at);
                other != at
                    && met.filter(|meeting| &meeting.opponent == id).count() >= RATED_MEETINGS
            })
        })
    }

    pub fn players(&self) -> Vec<PlayerId> {
        self.seats
            .iter()
            .filter_map(|seat| seat.player.clone())
            .collect()
    }
}

impl RatedSeat {
    fn of(finish: &Finish) -> RatedSeat {
        RatedSeat {
            tag: finish.player.tag(),
            player: Some(finish.player.clone()),
            name: finish.name.clone(),
            rank: finish.rank,
            abandoned: finish.abandoned,
            before: 0,
            after: 0,
        }
    }
}

/// A player's meetings within the day before `at`.
fn meetings_within_a_day(record: &PlayerRecord, at: u64) -> impl Iterator<Item = &Meeting> {
    let since = at.saturating_sub(MEETINGS_SECONDS);
    (record.meetings.iter()).filter(move |meeting| meeting.at > since)
}

/// Board rows of players in rating order: the established ones ranked from 1, the provisional
/// ones unranked among them.
pub fn ranked_rows(records: &[PlayerRecord]) -> Vec<BoardRow> {
    let mut established = 0;
    records
        .iter()
        .map(|record| {
            if !record.is_provisional() {
                established += 1;
            }
            record.row(Some(established))
        })
        .collect()
}

/// A player's page: their standing in each game they played rated, and their last rated games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerPage {
    pub player: String,
    pub standings: Vec<(GameKind, BoardRow)>,
    pub games: Vec<RatedGame>,
}

/// How a name with its tag is claimed by the first player rated under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameClaim {
    /// The player had it already.
    Theirs,
    /// Nobody had it: it is theirs now (a new identity, as far as the store knows).
    New,
    /// Another player holds it (someone made keys until one gave the same tag).
    Taken,
    /// The store never saw the player, and was asked to claim nothing for a newcomer: the
    /// server charges the address for a new player first.
    Unseen,
    /// The player already holds [`MOST_NAMES`] names: no more are kept for them.
    TooMany,
}

/// The most names one player may claim: each is kept for good, so renames are bounded too.
pub const MOST_NAMES: usize = 12;

/// `Name#TAG` as a store's key: names that look alike are one, whatever their letters' case,
/// width or script (`Аnn`, its first letter Cyrillic, is `Ann`): the name's NFKC form, then
/// its skeleton by Unicode's confusables (UTS #39), in lower case.
pub fn name_key(name: &str, tag: &str) -> String {
    let compatible: String = name.nfkc().collect();
    let looks: String = skeleton(&compatible).collect();
    shown_player(&looks, tag).to_lowercase()
}

#[cfg(test)]
mod tests;

/// A Duel between `players` (the first won), under `key`, rated on `day` (a pair's games on
/// days of their own all count), for the stores' tests.
#[cfg(test)]
pub fn example_game(
    key: &str,
    players: &[&kingdomino_core::online::Identity],
    day: u64,
) -> RatedGame {
    use kingdomino_core::duel::{Duel, NoOptions, RuleSet};
    use kingdomino_core::table::Record;
    RatedGame {
        key: key.into(),
        game: GameKind::Duel,
        at: day * MEETINGS_SECONDS + 1,
        seats: players
            .iter()
            .enumerate()
            .map(|(at, identity)| RatedSeat {
                player: Some(identity.id()),
                name: identity.name().into(),
                tag: identity.id().tag(),
                rank: at + 1,
                abandoned: false,
                before: 0,
                after: 0,
            })
            .collect(),
        record: ForGame::Duel(Record::<Duel>::new(&RuleSet::builtin(), NoOptions, 7)),
        changes: Vec::new(),
    }
}
