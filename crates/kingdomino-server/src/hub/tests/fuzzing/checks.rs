//! What the fuzzer checks after every step: the rooms against their records and their store,
//! the ratings against the rated games that ended.

use super::super::*;
use super::driver::Fuzz;
use kingdomino_core::games::GameKind;

impl Fuzz {
    /// Every room in memory replays from its record to the state it holds, comes back the same
    /// from what it keeps, and is what its store holds.
    pub(super) fn check_rooms(&mut self) {
        let codes: Vec<RoomCode> = self.hub.rooms.keys().cloned().collect();
        for code in codes {
            let live = &self.hub.rooms[&code];
            let stored = live.room.stored();
            let again = Room::from_stored(&self.hub.rules, stored.clone())
                .unwrap_or_else(|error| panic!("room {code} does not come back: {error}"));
            assert_eq!(again.stored(), stored, "room {code} kept and read again");
            assert!(replays(live.room.table()), "room {code} replays its record");
            // A room made for players who all wait here is kept from its first move.
            if live.unkept {
                continue;
            }
            let version = live.version;
            let kept = self.hub.store.load(&code).unwrap();
            let (kept, kept_version) = kept.unwrap_or_else(|| panic!("room {code} is kept"));
            if kept_version == version {
                assert_eq!(kept, stored, "room {code} is what its store holds");
            }
        }
    }

    /// Each player's rated games in the store are the rated games that ended with them.
    pub(super) fn check_ratings(&mut self) {
        for live in self.hub.rooms.values() {
            let room = &live.room;
            let counted = room
                .rating_changes()
                .iter()
                .any(|change| !change.met_too_often);
            if room.is_rated() && room.is_over() && counted {
                let players = room
                    .finishes()
                    .unwrap()
                    .into_iter()
                    .map(|finish| finish.player);
                self.rated.insert(room.game_key(), players.collect());
            }
        }
        for identity in &self.identities {
            let id = identity.id();
            let games: u32 = (GameKind::ALL.into_iter())
                .map(|game| self.hub.store.player_record(game, &id).unwrap())
                .map(|stored| stored.map_or(0, |record| record.games))
                .sum();
            let ended = self.rated.values().filter(|players| players.contains(&id));
            assert_eq!(
                games as usize,
                ended.count(),
                "{}'s rated games",
                identity.name()
            );
        }
    }
}

/// The legal actions of the seat to act.
pub(super) fn legal_actions(table: &Table) -> Option<Vec<RoomAction>> {
    let actions: Vec<RoomAction> = match table {
        Table::Duel(table) => (table.state().legal_actions(table.rules()).into_iter())
            .map(RoomAction::Duel)
            .collect(),
        Table::Original(table) => (table.state().legal_actions().into_iter())
            .map(RoomAction::Original)
            .collect(),
    };
    (!actions.is_empty()).then_some(actions)
}

/// Whether the table's record, replayed by its engine, is the state the table holds.
fn replays(table: &Table) -> bool {
    match table {
        Table::Duel(table) => {
            table.record().replay(table.rules()).ok().as_ref() == Some(table.state())
        }
        Table::Original(table) => {
            table.record().replay(table.rules()).ok().as_ref() == Some(table.state())
        }
    }
}
