//! The fuzzer's hub and its connections: each step played as the server's connection tasks
//! would, every connection's messages read after it.

use std::collections::HashMap;

use tokio::sync::mpsc::Receiver;

use super::super::*;
use super::checks::legal_actions;
use super::steps::{Made, Step};
use super::{ROOMS, SLOTS};
use kingdomino_core::ai::Level;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::seat::ComputerSeat;

/// Where a connection is, as the server's connection task keeps it.
pub(super) enum Whereabouts {
    Seat(SeatAt),
    Seeking,
}

pub(super) struct Connection {
    id: u64,
    mailbox: Mailbox,
    place: Whereabouts,
}

/// The hub under test, its connections and what the test learnt from their messages.
pub(super) struct Fuzz {
    pub(super) hub: Hub,
    pub(super) asked: Receiver<StandInTurn>,
    pub(super) slots: Vec<Option<Connection>>,
    pub(super) next_connection: u64,
    pub(super) tokens: Vec<SeatToken>,
    pub(super) identities: Vec<Identity>,
    /// Each rated game that counted, by its key: its players, and whether the hub rated it
    /// (else it found it rated: counted or not).
    pub(super) rated: HashMap<String, (Vec<PlayerId>, bool)>,
}

impl Fuzz {
    pub(super) fn new(store: &StoreAddress) -> Fuzz {
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

    pub(super) fn run(&mut self, step: &Step) {
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
}
