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
            // A room made for players who all wait here is kept from its first move; one whose
            // write found the store away (a busy machine: no answer within its wait) is kept
            // once the store answers.
            if live.unkept || live.waits_for_store {
                continue;
            }
            let version = live.version;
            let Ok(kept) = self.hub.store.load(&code) else {
                continue;
            };
            let (kept, kept_version) = kept.unwrap_or_else(|| panic!("room {code} is kept"));
            if kept_version == version {
                assert_eq!(kept, stored, "room {code} is what its store holds");
            }
        }
    }

    /// Each player's rated games in the store are the rated games that ended with them, each
    /// once. A game the store rated while the hub no longer waited for its answer (a busy
    /// machine) is found rated on the hub's next try, with its changes unknown here: it may
    /// have counted or not (two players meeting too often count nothing), never twice.
    pub(super) fn check_ratings(&mut self) {
        for live in self.hub.rooms.values() {
            let room = &live.room;
            let counted = room
                .rating_changes()
                .iter()
                .any(|change| !change.met_too_often);
            let certain = !live.rated_elsewhere;
            if room.is_rated() && room.is_over() && (counted || !certain) {
                let players = room.finishes().into_iter().flatten();
                let players = players.map(|finish| finish.player).collect();
                self.rated.insert(room.game_key(), (players, certain));
            }
        }
        for identity in &self.identities {
            let id = identity.id();
            let read: Result<Vec<_>, _> = (GameKind::ALL.into_iter())
                .map(|game| self.hub.store.player_record(game, &id))
                .collect();
            // The store away a moment (a busy machine): read again after the next step.
            let Ok(records) = read else { return };
            let games: u32 = (records.into_iter().flatten())
                .map(|record| record.games)
                .sum();
            let ended = (self.rated.values()).filter(|(players, _)| players.contains(&id));
            let (certain, uncertain) = ended.fold((0, 0), |(certain, uncertain), (_, sure)| {
                if *sure {
                    (certain + 1, uncertain)
                } else {
                    (certain, uncertain + 1)
                }
            });
            assert!(
                (certain..=certain + uncertain).contains(&(games as usize)),
                "{}'s rated games: {games} kept, {certain} rated here and {uncertain} elsewhere",
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
