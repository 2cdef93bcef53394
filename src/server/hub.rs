//! The rooms a server holds and who is connected to each: seats players, passes actions to the
//! room's engine, writes each change to the store before telling anyone, and tells both seats.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::mpsc::UnboundedSender;

use super::limits::{self, PerAddress, Rate};
use super::store::RoomStore;
use crate::online::dice::hex;
use crate::online::protocol::{CODE_LENGTH, PROTOCOL_VERSION, clean_name};
use crate::online::{
    ClientMessage, RollSecret, Room, RoomCode, RoomRefusal, SeatToken, ServerMessage,
};
use crate::player_files::data_store::now_seconds;
use crate::rules::{Action, GameState, RuleSet};

/// A room with nobody connected leaves memory (it stays in the store) after this long.
const UNWATCHED_SECONDS: u64 = 60;

/// A room nobody joined or played in for this long is forgotten, its game unfinished.
pub const IDLE_ROOM_SECONDS: u64 = 24 * 60 * 60;

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
    fn tell(&self, seat: usize, message: &ServerMessage) {
        if let Some(seated) = &self.connected[seat] {
            // A closed mailbox is a connection on its way out: its leave follows.
            let _ = seated.outbox.send(message.clone());
        }
    }

    fn tell_both(&self, message: &ServerMessage) {
        self.tell(0, message);
        self.tell(1, message);
    }
}

/// A decision the computer is to make for a seat it stands in for, on the game as it is now.
pub struct StandInTurn {
    pub room: RoomCode,
    pub seat: u8,
    pub index: u32,
    pub rules: Arc<RuleSet>,
    pub state: GameState,
}

/// Where a connection sits once its hello was taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatAt {
    pub room: RoomCode,
    pub seat: u8,
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
                    self.let_go(&code, "the room moved to another server: connect again");
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
                token.as_ref(),
                fresh_token,
                now,
            )
            .map_err(|error| error.to_string())?;
        let seat_index = usize::from(seat);
        if let Some(replaced) = live.connected[seat_index].replace(Seated { connection, outbox }) {
            let _ = replaced.outbox.send(ServerMessage::Closing {
                reason: "this seat connected again from elsewhere".into(),
            });
        }
        live.unwatched_since = None;
        live.away_since[seat_index] = None;
        live.tell(
            seat_index,
            &ServerMessage::Welcome {
                room: code.clone(),
                seat,
                token,
                away_grace_seconds: self.away_grace_seconds,
            },
        );
        live.tell(
            1 - seat_index,
            &ServerMessage::Presence {
                seat,
                connected: true,
            },
        );
        if let Some(game) = live.room.public_game() {
            let message = ServerMessage::Game { game };
            if was_full {
                live.tell(seat_index, &message);
            } else {
                live.tell_both(&message);
            }
            let other_there = live.connected[1 - seat_index].is_some();
            live.tell(
                seat_index,
                &ServerMessage::Presence {
                    seat: 1 - seat,
                    connected: other_there,
                },
            );
        }
        if let Some(secret) = live.room.revealed_secret() {
            live.tell(seat_index, &ServerMessage::Ended { secret });
        }
        // A player back takes their seat from the computer; one coming back to the room hears
        // that the computer plays the other seat.
        if live.room.stand_in(seat, false) {
            live.tell_both(&ServerMessage::StandIn {
                seat,
                computer: false,
            });
        }
        if live.room.is_stood_in(1 - seat) {
            live.tell(
                seat_index,
                &ServerMessage::StandIn {
                    seat: 1 - seat,
                    computer: true,
                },
            );
        }
        self.write(&code)?;
        self.ask_stand_in(&code);
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

    /// The computer's decision for a seat it stands in for, if the game is still where it was
    /// when it was asked (the player may have come back meanwhile).
    pub fn play_stand_in(&mut self, turn: &StandInTurn, action: Action) -> Result<(), String> {
        let still_asked = self.rooms.get(&turn.room).is_some_and(|live| {
            live.room.stand_in_to_act() == Some(turn.seat)
                && live.room.record().actions.len() == turn.index as usize
        });
        if still_asked
            && let Err(refusal) = self.apply(&turn.room, turn.seat, turn.index, action)?
        {
            eprintln!(
                "kingdomino-duel serve: room {}: the computer's {action:?} refused: {refusal}",
                turn.room
            );
        }
        Ok(())
    }

    fn tell(&self, at: &SeatAt, message: &ServerMessage) {
        if let Some(live) = self.rooms.get(&at.room) {
            live.tell(usize::from(at.seat), message);
        }
    }

    /// Applies `seat`'s action to the room, written to the store before both seats are told;
    /// then the computer is asked for the next decision if it plays the seat to act.
    fn apply(
        &mut self,
        code: &RoomCode,
        seat: u8,
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
        self.write(code)?;
        let live = self.rooms.get(code).expect("a room written stays");
        live.tell_both(&applied.message());
        if let Some(secret) = live.room.revealed_secret() {
            live.tell_both(&ServerMessage::Ended { secret });
        }
        self.ask_stand_in(code);
        Ok(Ok(()))
    }

    /// The other seat's player has been away for the grace: the computer plays for them. Asked
    /// too early (or for a player who is there) nothing changes: the asking table's clock and
    /// the server's can differ by a moment.
    fn stand_in_for_other(&mut self, at: &SeatAt) -> Result<(), String> {
        let other = 1 - (at.seat & 1);
        let Some(live) = self.rooms.get_mut(&at.room) else {
            return Err("the room is gone".into());
        };
        let away_long = live.away_since[usize::from(other)]
            .is_some_and(|since| now_seconds().saturating_sub(since) >= self.away_grace_seconds);
        if !away_long || live.connected[usize::from(other)].is_some() {
            return Ok(());
        }
        if live.room.stand_in(other, true) {
            self.write(&at.room)?;
            self.tell_both(
                &at.room,
                &ServerMessage::StandIn {
                    seat: other,
                    computer: true,
                },
            );
            self.ask_stand_in(&at.room);
        }
        Ok(())
    }

    fn tell_both(&self, code: &RoomCode, message: &ServerMessage) {
        if let Some(live) = self.rooms.get(code) {
            live.tell_both(message);
        }
    }

    /// Writes the room to the store. When another server wrote it since this one read it, that
    /// server holds the room now: this one lets it go, closing its connections to it, which
    /// connect again (a proxy sends a room's players to one server) and find it there.
    fn write(&mut self, code: &RoomCode) -> Result<(), String> {
        let Some(live) = self.rooms.get_mut(code) else {
            return Err("the room is gone".into());
        };
        match self.store.save(&live.room.stored(), live.version)? {
            Some(version) => {
                live.version = version;
                Ok(())
            }
            None => {
                let reason = "the room moved to another server: connect again";
                self.let_go(code, reason);
                Err(reason.into())
            }
        }
    }

    /// Forgets a room held in memory, closing its connections with the reason.
    fn let_go(&mut self, code: &RoomCode, reason: &str) {
        if let Some(live) = self.rooms.remove(code) {
            live.tell_both(&ServerMessage::Closing {
                reason: reason.into(),
            });
        }
    }

    /// Whether another server wrote the room since this one read it (a shared store only).
    fn is_behind(&mut self, code: &RoomCode) -> Result<bool, String> {
        let Some(live) = self.rooms.get(code) else {
            return Ok(false);
        };
        let held = live.version;
        Ok(self
            .store
            .version(code)?
            .is_some_and(|stored| stored != held))
    }

    /// Asks for the computer's decision when it plays the seat to act in this room.
    fn ask_stand_in(&self, code: &RoomCode) {
        let Some(live) = self.rooms.get(code) else {
            return;
        };
        if let Some(seat) = live.room.stand_in_to_act() {
            // A closed queue is a server on its way out.
            let _ = self.stand_ins.send(StandInTurn {
                room: code.clone(),
                seat,
                index: live.room.record().actions.len() as u32,
                rules: Arc::clone(live.room.rules()),
                state: live.room.state().clone(),
            });
        }
    }

    /// A connection closed: its seat is told to the other player as gone.
    pub fn leave(&mut self, at: &SeatAt, connection: u64) {
        let Some(live) = self.rooms.get_mut(&at.room) else {
            return;
        };
        let seat = usize::from(at.seat);
        if live.connected[seat]
            .as_ref()
            .is_some_and(|seated| seated.connection == connection)
        {
            live.connected[seat] = None;
            live.away_since[seat] = Some(now_seconds());
            live.tell(
                1 - seat,
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

    /// Loads a room from the store into memory; whether it was there.
    fn bring_back(&mut self, code: &RoomCode) -> Result<bool, String> {
        let Some((stored, version)) = self.store.load(code)? else {
            return Ok(false);
        };
        let room = Room::from_stored(Arc::clone(&self.rules), stored)?;
        self.add(room, version);
        Ok(true)
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

fn random_bytes<const N: usize>() -> Result<[u8; N], String> {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes)
        .map_err(|error| format!("the system gives no random numbers: {error}"))?;
    Ok(bytes)
}

fn random_hex<const N: usize>() -> Result<String, String> {
    Ok(hex(&random_bytes::<N>()?))
}

fn random_secret() -> Result<RollSecret, String> {
    Ok(RollSecret(random_bytes::<32>()?))
}

fn random_u64() -> Result<u64, String> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}
