//! The rooms a server holds and who is connected to each: seats players, passes actions to the
//! room's engine, writes each change to the store before telling anyone, and tells both seats.

mod keeping;
mod randomness;
mod stand_ins;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::mpsc::UnboundedSender;

use super::limits::{self, IDLE_ROOM_SECONDS, PerAddress, Rate};
use super::store::RoomStore;
use kingdomino_core::online::protocol::{CODE_LENGTH, PROTOCOL_VERSION, clean_name};
use kingdomino_core::online::{
    ClientMessage, Room, RoomCode, RoomRefusal, SeatToken, ServerMessage,
};
use kingdomino_core::player_files::data_store::now_seconds;
use kingdomino_core::rules::{Action, RuleSet, SeatNumber};
use randomness::{random_bytes, random_hex, random_secret, random_u64};
pub use stand_ins::StandInTurn;

/// A room with nobody connected leaves memory (it stays in the store) after this long.
const UNWATCHED_SECONDS: u64 = 60;

/// One connection's mailbox.
pub type Outbox = UnboundedSender<ServerMessage>;

/// A connection seated in a room.
struct Seated {
    connection: u64,
    outbox: Outbox,
}

struct LiveRoom {
    room: Room,
    connected: [Option<Seated>; 2],
    /// When the last connection left (seconds since 1970).
    unwatched_since: Option<u64>,
    /// When each seat's connection left (seconds since 1970), while it is away.
    away_since: [Option<u64>; 2],
    /// The store's version of the room this server read or wrote last.
    version: u64,
}

impl LiveRoom {
    fn tell(&self, seat: SeatNumber, message: &ServerMessage) {
        if let Some(seated) = &self.connected[seat] {
            // A closed mailbox is a connection on its way out: its leave follows.
            let _ = seated.outbox.send(message.clone());
        }
    }

    fn tell_both(&self, message: &ServerMessage) {
        for seat in SeatNumber::BOTH {
            self.tell(seat, message);
        }
    }
}

/// Where a connection sits once its hello was taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatAt {
    pub room: RoomCode,
    pub seat: SeatNumber,
}

pub struct Hub {
    rules: Arc<RuleSet>,
    store: RoomStore,
    rooms: HashMap<RoomCode, LiveRoom>,
    joins: PerAddress,
    /// Joins allowed a minute from one address; none for no limit.
    join_limit: Option<Rate>,
    /// How long a player is away before the other may let the computer play for them.
    away_grace_seconds: u64,
    /// Where the computer's decisions for absent players are asked for.
    stand_ins: UnboundedSender<StandInTurn>,
}

/// How a hub treats its players.
pub struct HubOptions {
    pub joins_per_minute: u32,
    pub away_grace_seconds: u64,
}

impl Hub {
    pub fn new(
        rules: Arc<RuleSet>,
        store: RoomStore,
        options: HubOptions,
        stand_ins: UnboundedSender<StandInTurn>,
    ) -> Hub {
        let joins_per_minute = options.joins_per_minute;
        Hub {
            rules,
            store,
            rooms: HashMap::new(),
            joins: PerAddress::default(),
            join_limit: (joins_per_minute > 0).then(|| limits::joins(joins_per_minute)),
            away_grace_seconds: options.away_grace_seconds,
            stand_ins,
        }
    }

    /// How many rooms are in memory now.
    pub fn live_rooms(&self) -> usize {
        self.rooms.len()
    }

    /// Seats a connection by its hello; the reason to close it otherwise.
    pub fn hello(
        &mut self,
        connection: u64,
        address: IpAddr,
        outbox: Outbox,
        message: ClientMessage,
    ) -> Result<SeatAt, String> {
        let ClientMessage::Hello {
            version,
            rules_id,
            name,
            room,
            create,
            token,
            allow_hints,
        } = message
        else {
            return Err("the first message must be a hello".into());
        };
        if version != PROTOCOL_VERSION {
            return Err(format!(
                "this server speaks version {PROTOCOL_VERSION} of the game's protocol, not \
                 {version}: update the game"
            ));
        }
        if rules_id != self.rules.id() {
            return Err(format!(
                "this server plays the rule set `{}`, not `{rules_id}`: turn off the mods that \
                 change the rules",
                self.rules.id()
            ));
        }
        let limited = self
            .join_limit
            .is_some_and(|rate| !self.joins.take(address, rate));
        if limited {
            return Err("too many rooms tried from this address: wait a minute".into());
        }
        let now = now_seconds();
        let code = match room {
            Some(code) => {
                if self.is_behind(&code)? {
                    self.let_go(&code);
                }
                if !self.rooms.contains_key(&code) && !self.bring_back(&code)? {
                    if !create {
                        return Err(format!("there is no room {code} (it may have expired)"));
                    }
                    self.open_room(code.clone(), now)?;
                }
                code
            }
            None => {
                let code = self.unused_code()?;
                self.open_room(code.clone(), now)?;
                code
            }
        };
        let fresh_token = SeatToken(random_hex::<16>()?);
        let live = self.rooms.get_mut(&code).expect("the room was just found");
        let was_full = live.room.is_full();
        let fallback = if live.room.is_full() || live.connected[0].is_none() {
            "Player"
        } else {
            "Guest"
        };
        let (seat, token) = live
            .room
            .join(
                clean_name(&name, fallback),
                allow_hints,
                token.as_ref(),
                fresh_token,
                now,
            )
            .map_err(|error| error.to_string())?;
        if let Some(replaced) = live.connected[seat].replace(Seated { connection, outbox }) {
            let _ = replaced.outbox.send(ServerMessage::Closing {
                reason: "this seat connected again from elsewhere".into(),
            });
        }
        live.unwatched_since = None;
        live.away_since[seat] = None;
        live.tell(
            seat,
            &ServerMessage::Welcome {
                room: code.clone(),
                seat,
                token,
                away_grace_seconds: self.away_grace_seconds,
            },
        );
        live.tell(
            seat.other(),
            &ServerMessage::Presence {
                seat,
                connected: true,
            },
        );
        if let Some(game) = live.room.public_game() {
            let message = ServerMessage::Game { game };
            if was_full {
                live.tell(seat, &message);
            } else {
                live.tell_both(&message);
            }
            let other_there = live.connected[seat.other()].is_some();
            live.tell(
                seat,
                &ServerMessage::Presence {
                    seat: seat.other(),
                    connected: other_there,
                },
            );
        }
        if let Some(secret) = live.room.revealed_secret() {
            live.tell(seat, &ServerMessage::Ended { secret });
        }
        // A player back takes their seat from the computer; one coming back to the room hears
        // that the computer plays the other seat.
        if live.room.stand_in(seat, false) {
            live.tell_both(&ServerMessage::StandIn {
                seat,
                computer: false,
            });
        }
        if live.room.is_stood_in(seat.other()) {
            live.tell(
                seat,
                &ServerMessage::StandIn {
                    seat: seat.other(),
                    computer: true,
                },
            );
        }
        // A room another server wrote meanwhile is let go, with this connection's mailbox.
        if self.write(&code)? {
            self.ask_stand_in(&code);
        }
        Ok(SeatAt { room: code, seat })
    }

    /// A seated connection's message: an action applied and told to both, or refused to its
    /// sender; a stand-in for the other seat.
    pub fn act(&mut self, at: &SeatAt, message: ClientMessage) -> Result<(), String> {
        match message {
            ClientMessage::Act { index, action } => {
                if let Err(refusal) = self.apply(&at.room, at.seat, index, action)? {
                    self.tell(
                        at,
                        &ServerMessage::Refused {
                            reason: refusal.to_string(),
                        },
                    );
                }
                Ok(())
            }
            ClientMessage::StandIn => self.stand_in_for_other(at),
            ClientMessage::Hello { .. } => Err("a second hello on one connection".into()),
        }
    }

    fn tell(&self, at: &SeatAt, message: &ServerMessage) {
        if let Some(live) = self.rooms.get(&at.room) {
            live.tell(at.seat, message);
        }
    }

    /// Applies `seat`'s action to the room, written to the store before both seats are told;
    /// then the computer is asked for the next decision if it plays the seat to act.
    fn apply(
        &mut self,
        code: &RoomCode,
        seat: SeatNumber,
        index: u32,
        action: Action,
    ) -> Result<Result<(), RoomRefusal>, String> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err("the room is gone".into());
        };
        let applied = match live.room.act(seat, index, action, now_seconds()) {
            Ok(applied) => applied,
            Err(refusal) => return Ok(Err(refusal)),
        };
        if !self.write(code)? {
            return Ok(Ok(()));
        }
        let live = self.rooms.get(code).expect("a room written stays");
        live.tell_both(&applied.message());
        if let Some(secret) = live.room.revealed_secret() {
            live.tell_both(&ServerMessage::Ended { secret });
        }
        self.ask_stand_in(code);
        Ok(Ok(()))
    }

    fn tell_both(&self, code: &RoomCode, message: &ServerMessage) {
        if let Some(live) = self.rooms.get(code) {
            live.tell_both(message);
        }
    }

    /// A connection closed: its seat is told to the other player as gone.
    pub fn leave(&mut self, at: &SeatAt, connection: u64) {
        let Some(live) = self.rooms.get_mut(&at.room) else {
            return;
        };
        let seat = at.seat;
        if live.connected[seat]
            .as_ref()
            .is_some_and(|seated| seated.connection == connection)
        {
            live.connected[seat] = None;
            live.away_since[seat] = Some(now_seconds());
            live.tell(
                seat.other(),
                &ServerMessage::Presence {
                    seat: at.seat,
                    connected: false,
                },
            );
            if live.connected.iter().all(Option::is_none) {
                live.unwatched_since = Some(now_seconds());
            }
        }
    }

    /// Lets rooms nobody watches leave memory and idle ones leave the store.
    pub fn sweep(&mut self) -> Result<(), String> {
        let now = now_seconds();
        self.rooms.retain(|_, live| {
            live.unwatched_since
                .is_none_or(|since| now.saturating_sub(since) < UNWATCHED_SECONDS)
        });
        self.store.expire(now.saturating_sub(IDLE_ROOM_SECONDS))?;
        Ok(())
    }

    /// A new room under `code`, its dice's secret and who starts drawn at random.
    fn open_room(&mut self, code: RoomCode, now: u64) -> Result<(), String> {
        let room = Room::new(
            Arc::clone(&self.rules),
            code,
            random_secret()?,
            random_u64()?,
            now,
        );
        self.add(room, 0);
        Ok(())
    }

    fn add(&mut self, room: Room, version: u64) {
        self.rooms.insert(
            room.code().clone(),
            LiveRoom {
                room,
                version,
                connected: [None, None],
                unwatched_since: None,
                away_since: [None, None],
            },
        );
    }

    fn unused_code(&mut self) -> Result<RoomCode, String> {
        loop {
            let code = RoomCode::from_random(random_bytes::<CODE_LENGTH>()?);
            if !self.rooms.contains_key(&code) && !self.store.contains(&code)? {
                return Ok(code);
            }
        }
    }
}

/// The hub, for one task at a time.
pub fn lock(hub: &Mutex<Hub>) -> MutexGuard<'_, Hub> {
    // A panic while the hub was held would leave it as it was: its changes are whole or none.
    hub.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests;
