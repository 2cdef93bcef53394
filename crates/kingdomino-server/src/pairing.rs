//! Who plays whom among the players waiting for anyone: the closest ratings, within a window
//! that widens the longer either has waited, so two players far apart meet only after a long
//! wait. A player without a rating (unrated play) fits anyone; one player never meets
//! themselves. The shared queue's Lua script (`redis_store`) applies the same rule.

use serde::{Deserialize, Serialize};

use kingdomino_core::games::GameSetup;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::protocol::SeatKey;
pub use kingdomino_core::online::ratings::{FIRST_WINDOW, WIDENING, WIDENING_SECONDS};

/// A player waiting for anyone, as the queue keeps them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeekEntry {
    pub server: u64,
    pub connection: u64,
    pub name: String,
    pub allow_hints: bool,
    /// An entry from a server before the choice lets nobody watch.
    #[serde(default)]
    pub allow_watchers: bool,
    /// Who the player is, when they play rated, and their rating then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
    /// The game they wait to play, with its options, and the same as text the shared queue's
    /// script compares.
    #[serde(default, skip_serializing_if = "is_duel")]
    pub game: GameSetup,
    #[serde(default)]
    pub group: String,
    /// When the player began to wait: their window widens from then.
    #[serde(default)]
    pub since: u64,
    pub until: u64,
    /// The key of the token the player's server made for them: the room seats them by it, and
    /// the token itself never leaves that server.
    pub key: SeatKey,
}

fn is_duel(game: &GameSetup) -> bool {
    *game == GameSetup::Duel
}

/// The window of a player who has waited since `since`.
pub fn window(since: u64, now: u64) -> u32 {
    let steps = now.saturating_sub(since) / WIDENING_SECONDS;
    FIRST_WINDOW.saturating_add(WIDENING.saturating_mul(u32::try_from(steps).unwrap_or(u32::MAX)))
}

/// How far apart two waiting players are, if they may play each other now.
pub fn gap(one: &SeekEntry, other: &SeekEntry, now: u64) -> Option<u32> {
    if (one.player.is_some() && one.player == other.player) || one.game != other.game {
        return None;
    }
    let gap = match (one.rating, other.rating) {
        (Some(one), Some(other)) => one.abs_diff(other),
        _ => 0,
    };
    let window = window(one.since, now).max(window(other.since, now));
    (gap <= window).then_some(gap)
}

/// The players `came` may play now among `waiting`, closest first (the first listed among
/// equals), as many as its game needs beside them; none when too few fit.
pub fn closest<'a>(
    came: &SeekEntry,
    waiting: impl IntoIterator<Item = &'a SeekEntry>,
    now: u64,
) -> Vec<&'a SeekEntry> {
    let mut fitting: Vec<(u32, &SeekEntry)> = waiting
        .into_iter()
        .filter_map(|entry| Some((gap(came, entry, now)?, entry)))
        .collect();
    fitting.sort_by_key(|(gap, _)| *gap);
    let others = came.game.places() - 1;
    let mut chosen: Vec<&SeekEntry> = Vec::new();
    for (_, entry) in fitting {
        // One player never takes two seats of one room.
        let again =
            entry.player.is_some() && chosen.iter().any(|taken| taken.player == entry.player);
        if !again && chosen.len() < others {
            chosen.push(entry);
        }
    }
    if chosen.len() == others {
        chosen
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::online::Identity;
    use kingdomino_core::original::GameOptions;

    fn entry(rating: Option<i32>, since: u64) -> SeekEntry {
        SeekEntry {
            server: 1,
            connection: since,
            name: "P".into(),
            allow_hints: false,
            allow_watchers: false,
            player: Some(Identity::fresh("P").unwrap().id()),
            rating,
            game: GameSetup::Duel,
            group: String::new(),
            since,
            until: since + 60,
            key: Default::default(),
        }
    }

    #[test]
    fn the_closest_rating_is_chosen_and_far_ones_only_after_a_long_wait() {
        let came = entry(Some(1500), 1_000);
        let near = entry(Some(1580), 990);
        let nearer = entry(Some(1460), 995);
        let far = entry(Some(2100), 999);
        let waiting = [near.clone(), nearer.clone(), far.clone()];
        assert_eq!(closest(&came, &waiting, 1_000), [&nearer]);
        assert!(
            closest(&came, [&far], 1_000).is_empty(),
            "600 apart at first"
        );
        // The far player's window widens by 100 every half minute: 600 after 2.5 minutes.
        assert!(closest(&came, [&far], 999 + 149).is_empty());
        assert_eq!(closest(&came, [&far], 999 + 150), [&far]);
        let unrated = entry(None, 1_000);
        assert_eq!(
            closest(&unrated, [&far], 1_000),
            [&far],
            "unrated play fits anyone"
        );
    }

    #[test]
    fn a_player_never_meets_themselves() {
        let came = entry(Some(1500), 1_000);
        let again = SeekEntry {
            connection: 7,
            ..came.clone()
        };
        assert!(closest(&came, [&again], 1_000).is_empty());
        assert_eq!(window(0, 30 * 20), FIRST_WINDOW + 20 * WIDENING);
    }

    #[test]
    fn the_original_game_for_three_waits_for_two_others_of_its_own() {
        let three = GameSetup::Original(GameOptions {
            players: 3,
            ..GameOptions::default()
        });
        let seeking = |rating, since| SeekEntry {
            game: three,
            group: "three".into(),
            ..entry(Some(rating), since)
        };
        let came = seeking(1500, 1_000);
        let first = seeking(1520, 990);
        let duel = entry(Some(1500), 990);
        assert!(
            closest(&came, [&first, &duel], 1_000).is_empty(),
            "one other of its game"
        );
        let second = seeking(1450, 995);
        let far = seeking(1900, 995);
        assert_eq!(
            closest(&came, [&far, &first, &duel, &second], 1_000),
            [&first, &second]
        );
    }
}
