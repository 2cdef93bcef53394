//! A fuzzer for the hub: arbitrary interleavings of hellos, returns, seeks, actions (legal ones
//! at any index, and made-up ones of any value), rematches, stand-ins, leavings, the computer's
//! answers and time passing, from several connections, on a store in memory, in a file and in
//! Redis. After every step: nothing panicked, no action was applied for a seat its connection
//! was not welcomed to, every room's record replays to the state it holds and to the room its
//! store keeps, and every rated game counted once for each of its players.
//!
//! `PROPTEST_CASES` sets the runs (each of up to [`STEPS`] steps); docs/BENCHMARKS.md has the
//! long runs' commands.

use std::collections::HashMap;

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use tokio::sync::mpsc::Receiver;

use super::*;
use crate::local_redis::LocalRedis;
use kingdomino_core::ai::Level;
use kingdomino_core::duel::Action as DuelAction;
use kingdomino_core::games::GameKind;
use kingdomino_core::kingdom::{Cell, CoatId, Direction};
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::seat::ComputerSeat;
use kingdomino_core::original::Action as OriginalAction;

/// The most steps of one run.
const STEPS: usize = 600;
/// Connections open at once.
const SLOTS: usize = 5;
const ROOMS: [&str; 2] = ["FUZZ2345", "FUZZ6789"];

/// One thing a player, the computer or time does.
#[derive(Clone, Debug)]
enum Step {
    /// A hello to one of the rooms (made when new), with a token from an earlier welcome.
    Hello {
        slot: usize,
        room: usize,
        token: Option<usize>,
        game: Made,
    },
    /// A wait for anyone, rated with one of three players' identities.
    Seek {
        slot: usize,
        player: Option<usize>,
    },
    /// A legal action of the seat to act (the `choice`th), at the expected index moved by
    /// `shift`, sent by the slot's connection, or by a connection welcomed to the seat to act
    /// (the `slot`th of them) when `by_its_player`.
    Act {
        slot: usize,
        by_its_player: bool,
        choice: usize,
        shift: i8,
    },
    /// A made-up action of either game, at any index.
    Wild {
        slot: usize,
        index: u32,
        action: RoomAction,
    },
    Rematch {
        slot: usize,
    },
    StandIn {
        slot: usize,
    },
    Leave {
        slot: usize,
    },
    /// The computer answers the turns it was asked for.
    Think {
        seed: u64,
    },
    /// Time passes: the clocks run, the rooms are swept.
    Wait {
        seconds: u16,
    },
}

/// What a hello asks to make.
#[derive(Clone, Copy, Debug)]
enum Made {
    Duel { clock: bool },
    DuelAgainstComputer,
    Original { players: u8 },
}

fn wild_action() -> impl Strategy<Value = RoomAction> {
    let duel = prop_oneof![
        any::<u8>().prop_map(|die| DuelAction::TakeDie { die }),
        any::<[u8; 2]>().prop_map(|dice| DuelAction::TakeTwoDice { dice }),
        any::<u8>().prop_map(|slot| DuelAction::CastleBonus { slot }),
        any::<(u8, u8)>().prop_map(|(slot, face)| DuelAction::TurnDie { slot, face }),
        any::<u8>().prop_map(|coat| DuelAction::ChooseJokerCoat { coat: CoatId(coat) }),
        any::<u8>().prop_map(|coat| DuelAction::ChooseBonusCoat { coat: CoatId(coat) }),
        any::<u8>().prop_map(|cell| DuelAction::PlaceCross { cell: Cell(cell) }),
        Just(DuelAction::Pass),
    ]
    .prop_map(RoomAction::Duel);
    let direction = prop_oneof![
        Just(Direction::East),
        Just(Direction::South),
        Just(Direction::West),
        Just(Direction::North),
    ];
    let original = prop_oneof![
        any::<u8>().prop_map(|slot| OriginalAction::Claim { slot }),
        (any::<u32>(), direction)
            .prop_map(|(first, direction)| OriginalAction::Place { first, direction }),
        Just(OriginalAction::Discard),
    ]
    .prop_map(RoomAction::Original);
    prop_oneof![duel, original]
}

fn step() -> impl Strategy<Value = Step> {
    let slot = 0..SLOTS;
    let made = prop_oneof![
        any::<bool>().prop_map(|clock| Made::Duel { clock }),
        Just(Made::DuelAgainstComputer),
        (2u8..=4).prop_map(|players| Made::Original { players }),
    ];
    prop_oneof![
        2 => (slot.clone(), 0..ROOMS.len(), proptest::option::of(0..8usize), made)
            .prop_map(|(slot, room, token, game)| Step::Hello { slot, room, token, game }),
        2 => (slot.clone(), proptest::option::of(0..3usize))
            .prop_map(|(slot, player)| Step::Seek { slot, player }),
        100 => (slot.clone(), prop::bool::weighted(0.9), 0..64usize, prop_oneof![8 => Just(0i8), 1 => any::<i8>()])
            .prop_map(|(slot, by_its_player, choice, shift)| Step::Act { slot, by_its_player, choice, shift }),
        1 => (slot.clone(), any::<u32>(), wild_action())
            .prop_map(|(slot, index, action)| Step::Wild { slot, index, action }),
        2 => slot.clone().prop_map(|slot| Step::Rematch { slot }),
        1 => slot.clone().prop_map(|slot| Step::StandIn { slot }),
        1 => slot.clone().prop_map(|slot| Step::Leave { slot }),
        6 => any::<u64>().prop_map(|seed| Step::Think { seed }),
        1 => (0u16..400).prop_map(|seconds| Step::Wait { seconds }),
    ]
}

/// Where a connection is, as the server's connection task keeps it.
enum Whereabouts {
    Seat(SeatAt),
    Seeking,
}

struct Connection {
    id: u64,
    mailbox: Mailbox,
    place: Whereabouts,
}

/// The hub under test, its connections and what the test learnt from their messages.
struct Fuzz {
    hub: Hub,
    asked: Receiver<StandInTurn>,
    slots: Vec<Option<Connection>>,
    next_connection: u64,
    tokens: Vec<SeatToken>,
    identities: Vec<Identity>,
    /// Each rated game that counted, by its key: its players.
    rated: HashMap<String, Vec<PlayerId>>,
}

impl Fuzz {
    fn new(store: &StoreAddress) -> Fuzz {
        let (stand_ins, asked) = channel(64);
        let mut hub = hub(store);
        hub.stand_ins = stand_ins;
        let identities = ["Ann", "Bob", "Cy"].map(|name| Identity::fresh(name).unwrap());
        Fuzz {
            hub,
            asked,
            slots: (0..SLOTS).map(|_| None).collect(),
            next_connection: 1,
            tokens: Vec::new(),
            identities: identities.into(),
            rated: HashMap::new(),
        }
    }

    fn run(&mut self, step: &Step) {
        self.hear_everything();
        match *step {
            Step::Hello {
                slot,
                room,
                token,
                game,
            } => self.hello(slot, room, token, game),
            Step::Seek { slot, player } => self.seek(slot, player),
            Step::Act {
                slot,
                by_its_player,
                choice,
                shift,
            } => {
                let players = self.players_to_act();
                let slot = match players.len() {
                    0 => slot,
                    _ if !by_its_player => slot,
                    count => players[slot % count],
                };
                self.act(slot, choice, shift);
            }
            Step::Wild {
                slot,
                index,
                action,
            } => self.send(slot, ClientMessage::Act { index, action }),
            Step::Rematch { slot } => self.send(slot, ClientMessage::Rematch),
            Step::StandIn { slot } => self.send(slot, ClientMessage::StandIn),
            Step::Leave { slot } => self.close(slot),
            Step::Think { seed } => self.think(seed),
            Step::Wait { seconds } => {
                self.hub.clock().set(self.hub.now() + u64::from(seconds));
                self.hub.run_clocks(self.hub.now());
                let _ = self.hub.sweep();
            }
        }
        self.hear_everything();
        self.check_rooms();
        self.check_ratings();
    }

    /// A connection's first message; an open one is closed first, as its player would.
    fn hello(&mut self, slot: usize, room: usize, token: Option<usize>, game: Made) {
        self.close(slot);
        let token = token.and_then(|at| self.tokens.get(at).cloned());
        let room = RoomCode::parse(ROOMS[room]).unwrap();
        let mut message = match game {
            Made::Original { players } => {
                super::original_rooms::original_hello(&room, "Fuzz", players, token)
            }
            Made::Duel { .. } | Made::DuelAgainstComputer => hello(&room, "Fuzz", token),
        };
        if let ClientMessage::Hello {
            move_seconds,
            computers,
            ..
        } = &mut message
        {
            match game {
                Made::Duel { clock: true } => *move_seconds = 30,
                Made::DuelAgainstComputer => computers.push(ComputerSeat {
                    seat: Place::FIRST.round(1, 2),
                    level: Level::Random,
                }),
                _ => {}
            }
        }
        let (line, mailbox) = line();
        let id = self.new_connection();
        if let Ok(at) = self.hub.hello(id, HERE, line, message) {
            self.slots[slot] = Some(Connection {
                id,
                mailbox,
                place: Whereabouts::Seat(at),
            });
        }
    }

    fn seek(&mut self, slot: usize, player: Option<usize>) {
        self.close(slot);
        let identity = player.map(|at| &self.identities[at]);
        let message = super::seek(identity, "Fuzz");
        let (line, mailbox) = line();
        let id = self.new_connection();
        let place = match self.hub.seek(id, HERE, line, message) {
            Ok(Some(at)) => Whereabouts::Seat(at),
            Ok(None) => Whereabouts::Seeking,
            Err(_) => return,
        };
        self.slots[slot] = Some(Connection { id, mailbox, place });
    }

    fn new_connection(&mut self) -> u64 {
        self.next_connection += 1;
        self.next_connection
    }

    /// The slots whose connections were welcomed to a seat that is to act.
    fn players_to_act(&self) -> Vec<usize> {
        (0..SLOTS)
            .filter(|&slot| {
                let Some(Connection {
                    place: Whereabouts::Seat(at),
                    ..
                }) = &self.slots[slot]
                else {
                    return false;
                };
                (self.hub.rooms.get(&at.room))
                    .is_some_and(|live| live.room.table().to_act() == Some(at.seat))
            })
            .collect()
    }

    /// A legal action of the seat to act, sent by the slot's connection: applied only if the
    /// connection was welcomed to that seat.
    fn act(&mut self, slot: usize, choice: usize, shift: i8) {
        let Some(Connection {
            place: Whereabouts::Seat(at),
            ..
        }) = &self.slots[slot]
        else {
            return;
        };
        let at = at.clone();
        let Some(live) = self.hub.rooms.get(&at.room) else {
            return;
        };
        let table = live.room.table();
        let (Some(to_act), Some(actions)) = (table.to_act(), legal_actions(table)) else {
            return;
        };
        let played = table.actions_played();
        let index = (played as i64 + i64::from(shift)).clamp(0, i64::from(u32::MAX)) as u32;
        let action = actions[choice % actions.len()];
        self.send(slot, ClientMessage::Act { index, action });
        let now_played =
            (self.hub.rooms.get(&at.room)).map(|live| live.room.table().actions_played());
        if now_played.is_some_and(|now| now > played) {
            assert_eq!(
                at.seat, to_act,
                "connection {slot} welcomed to {:?} acted for {to_act:?}",
                at.seat
            );
        }
    }

    /// A message on the slot's open connection, ending it as the server would when refused.
    fn send(&mut self, slot: usize, message: ClientMessage) {
        let Some(Connection {
            id,
            place: Whereabouts::Seat(at),
            ..
        }) = &self.slots[slot]
        else {
            return;
        };
        let (id, room) = (*id, at.room.clone());
        if self.hub.act(&room, id, message).is_err() {
            self.close(slot);
        }
    }

    /// The slot's connection closes, if it is open.
    fn close(&mut self, slot: usize) {
        let Some(connection) = self.slots[slot].take() else {
            return;
        };
        match &connection.place {
            Whereabouts::Seat(at) => self.hub.leave(at, connection.id),
            Whereabouts::Seeking => self.hub.stop_seeking(connection.id),
        }
    }

    fn think(&mut self, seed: u64) {
        while let Ok(turn) = self.asked.try_recv() {
            match turn.table.computer_decision(Level::Random, seed) {
                Some(action) => self.hub.play_stand_in(&turn, action).unwrap(),
                None => self.hub.stand_in_lost(&turn.room),
            }
        }
    }

    /// Every connection reads its messages: a welcome seats it (a seeker paired, players moved
    /// round by a rematch), a closing ends it, and every token is kept for later returns.
    fn hear_everything(&mut self) {
        for slot in 0..SLOTS {
            let Some(connection) = &mut self.slots[slot] else {
                continue;
            };
            let (messages, held) = drain(&mut connection.mailbox);
            let mut closed = !held;
            for message in messages {
                match message {
                    ServerMessage::Welcome {
                        room, seat, token, ..
                    } => {
                        connection.place = Whereabouts::Seat(SeatAt { room, seat });
                        if self.tokens.len() < 8 && !self.tokens.contains(&token) {
                            self.tokens.push(token);
                        }
                    }
                    ServerMessage::Closing { .. } => closed = true,
                    _ => {}
                }
            }
            if closed {
                self.close(slot);
            }
        }
    }

    /// Every room in memory replays from its record to the state it holds, comes back the same
    /// from what it keeps, and is what its store holds.
    fn check_rooms(&mut self) {
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
    fn check_ratings(&mut self) {
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
fn legal_actions(table: &Table) -> Option<Vec<RoomAction>> {
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

fn run_steps(store: &StoreAddress, steps: &[Step]) {
    let mut fuzz = Fuzz::new(store);
    for step in steps {
        fuzz.run(step);
    }
    let played: usize = fuzz
        .hub
        .rooms
        .values()
        .map(|l| l.room.table().actions_played())
        .sum();
    let over = fuzz.hub.rooms.values().filter(|l| l.room.is_over()).count();
    let full = fuzz.hub.rooms.values().filter(|l| l.room.is_full()).count();
    eprintln!("FULL {full} {}", fuzz.hub.rooms.len());
    eprintln!(
        "STATS played {played} over {over} rated {}",
        fuzz.rated.len()
    );
}

/// `PROPTEST_CASES` runs when it is set, else `usual`.
fn config(usual: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok());
    ProptestConfig {
        cases: cases.unwrap_or(usual),
        ..ProptestConfig::default()
    }
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(step(), STEPS / 2..STEPS)
}

proptest! {
    #![proptest_config(config(24))]

    #[test]
    fn the_hub_in_memory_holds_under_any_steps(steps in steps()) {
        run_steps(&StoreAddress::Sqlite(":memory:".into()), &steps);
    }

    #[test]
    fn the_hub_on_a_sqlite_file_holds_under_any_steps(steps in steps()) {
        let (folder, store) = fresh_store("fuzzing");
        run_steps(&store, &steps);
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// One Redis for every run, emptied before each.
#[test]
fn the_hub_on_redis_holds_under_any_steps() {
    let redis = LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let client = redis::Client::open(redis.url.clone()).unwrap();
    let mut runner = TestRunner::new(config(8));
    let outcome = runner.run(&steps(), |steps| {
        let mut connection = client.get_connection().unwrap();
        redis::cmd("FLUSHALL").query::<()>(&mut connection).unwrap();
        run_steps(&store, &steps);
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
}
