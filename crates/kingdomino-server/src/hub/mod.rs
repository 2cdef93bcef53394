//! The rooms a server holds and who is connected to each: seats players, passes actions to the
//! room's engine, writes each change to the store before telling anyone, and tells both seats.

pub mod boards;
mod capacity;
mod changes;
pub(super) mod computer_rooms;
mod glances;
mod grouping;
mod hellos;
mod keeping;
mod line;
mod live_room;
mod locking;
mod news;
mod opening;
mod randomness;
mod ratings;
mod rematches;
mod seekers;
mod speech;
mod stand_ins;
mod thinking;
mod watchers;

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;

use tokio::sync::mpsc::Sender;

use super::budgets::Budgets;
use super::limits::UNWATCHED_SECONDS;
use super::metrics::{Metrics, Refusal};
use super::store::RoomStore;
use super::store_clock::StoreClock;
use super::store_link::StoreLink;
use changes::Edit;
pub use changes::{News, Told};
use kingdomino_core::games::{EachGame, SharedRules};
use kingdomino_core::online::{
    ClientMessage, ComputerSeat, RoomAction, RoomCode, RoomGame, RoomRefusal, ServerMessage,
};
use kingdomino_core::player_files::data_store::now_seconds;
use kingdomino_core::table::Place;
pub use line::{Line, Mailbox, line};
use live_room::LiveRoom;
pub use locking::{guarded, lock, with};
pub(crate) use randomness::random_hex;
use randomness::random_u64;
pub use seekers::ProvenSeek;
pub use speech::check_version;
pub use stand_ins::StandInTurn;

/// Why a connection ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Refused: the connection is closed with the reason, and whether that is for good.
    Refused {
        reason: String,
        kind: Refusal,
        for_good: bool,
    },
    /// The room could not be kept (its store failed, or another server holds it now): the room
    /// is let go as it was stored, and the connection ends without a final word, so its client
    /// connects again and carries on from the stored game.
    Dropped(String),
}

impl Ending {
    pub(crate) fn for_good(kind: Refusal, reason: impl Into<String>) -> Ending {
        Ending::Refused {
            reason: reason.into(),
            kind,
            for_good: true,
        }
    }

    pub(crate) fn for_now(kind: Refusal, reason: impl Into<String>) -> Ending {
        Ending::Refused {
            reason: reason.into(),
            kind,
            for_good: false,
        }
    }
}

/// What a room is made for: its game, the time each move may take (none: 0) and the seats
/// its maker gave the computer.
pub(super) struct RoomMade<'a> {
    pub game: &'a RoomGame,
    pub move_seconds: u32,
    pub computers: &'a [ComputerSeat],
}

/// Where a connection sits once its hello was taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatAt {
    pub room: RoomCode,
    pub seat: Place,
}

pub struct Hub {
    /// This server among those sharing a store (a random number drawn at start).
    id: u64,
    /// Each game's rule set, for its rooms.
    rules: EachGame<SharedRules>,
    store: StoreLink,
    /// Whether other servers share the store: a seat may then be connected to another one.
    shared: bool,
    rooms: HashMap<RoomCode, LiveRoom>,
    /// What each address may spend on hellos, returns, seeks, watches and glances; none for
    /// no limit.
    budgets: Option<Budgets>,
    /// How long a player is away before the other may let the computer play for them.
    away_grace_seconds: u64,
    min_move_seconds: u32,
    quick_match_seconds: u32,
    /// The most rooms held in memory at once (0: no cap).
    max_rooms: usize,
    /// Where the computer's decisions for absent players are asked for (a bounded queue).
    stand_ins: Sender<StandInTurn>,
    /// The rooms whose stand-in decision is being thought about, and who pays for each.
    thinking: thinking::Thinking,
    /// Rooms whose request for the computer found no room among those thinking (or a full
    /// queue): asked again in this order, first come first served, as soon as there is.
    awaiting_computer: VecDeque<RoomCode>,
    /// The rooms made with the computer at a seat, by the address (its key) that made them:
    /// each address may keep only a few going at once.
    computer_rooms: HashMap<IpAddr, Vec<RoomCode>>,
    /// The clock the rooms' times are read on: the store's, shared by the servers.
    clock: StoreClock,
    /// The players waiting here for anyone to play.
    seekers: seekers::Seekers,
    metrics: Metrics,
}

/// How a hub treats its players.
/// Who makes a move: the seat's player, or the computer for them, asked at the seat's `epoch`
/// (`late` when their time ran out).
#[derive(Clone, Copy)]
enum MovedBy {
    Player,
    Computer { epoch: u32, late: bool },
}

pub struct HubOptions {
    pub joins_per_minute: u32,
    pub away_grace_seconds: u64,
    /// The shortest move clock a room is made with (a room asking for less gets this; one
    /// without a clock keeps none): a public server's bound on how often the computer must
    /// move for players whose time runs out.
    pub min_move_seconds: u32,
    /// The move clock of every room made for players who asked for anyone (the rated ones):
    /// a player who stops moving is moved for, and forfeits.
    pub quick_match_seconds: u32,
    /// The most rooms held in memory at once (0: no cap): past it, the longest idle leaves
    /// memory, or a new room is refused as the server being busy.
    pub max_rooms: usize,
}

impl Hub {
    pub fn new(
        rules: EachGame<SharedRules>,
        store: RoomStore,
        options: HubOptions,
        stand_ins: Sender<StandInTurn>,
        metrics: Metrics,
    ) -> Hub {
        // Two servers drawing the same number would only ignore each other's news.
        let id = random_u64().unwrap_or_else(|_| u64::from(std::process::id()) ^ now_seconds());
        Hub {
            id,
            rules,
            shared: store.is_shared(),
            store: StoreLink::start(store),
            rooms: HashMap::new(),
            budgets: Budgets::new(options.joins_per_minute),
            away_grace_seconds: options.away_grace_seconds,
            min_move_seconds: options.min_move_seconds,
            quick_match_seconds: options.quick_match_seconds,
            max_rooms: options.max_rooms,
            stand_ins,
            thinking: thinking::Thinking::default(),
            awaiting_computer: VecDeque::new(),
            computer_rooms: HashMap::new(),
            seekers: seekers::Seekers::default(),
            clock: StoreClock::default(),
            metrics,
        }
    }

    /// The clock the rooms' times are read on, to be kept on the store's.
    pub fn clock(&self) -> StoreClock {
        self.clock.clone()
    }

    /// Now, in seconds since 1970, on the store's clock: every time a room keeps (a move's
    /// start, a player's leaving) is read on it, so the servers sharing the store agree.
    pub fn now(&self) -> u64 {
        self.clock.now()
    }

    /// How many rooms are in memory now.
    pub fn live_rooms(&self) -> usize {
        self.rooms.len()
    }

    /// Tells the metrics how many rooms are in memory now.
    pub fn count_rooms(&self) {
        self.metrics.saw_rooms(self.rooms.len());
    }

    /// A seated connection's message: an action applied and told to every seat, or refused to
    /// its sender; a stand-in for the seats whose players are away. It acts for the seat the
    /// connection holds in `room` as it is applied (a rematch read before it may have moved the
    /// players round), and for none when it holds none there any more.
    pub fn act(
        &mut self,
        room: &RoomCode,
        connection: u64,
        message: ClientMessage,
    ) -> Result<(), Ending> {
        let Some(at) = self.seat_of(room, connection) else {
            return Err(Ending::Dropped(
                "this connection holds no seat any more".into(),
            ));
        };
        let at = &at;
        let (index, action) = match message {
            ClientMessage::Act { index, action } => (index, action),
            ClientMessage::StandIn => return self.stand_in_for_absent(at),
            ClientMessage::Rematch => return self.rematch(at),
            ClientMessage::Hello { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Glance { .. }
            | ClientMessage::Leaderboard { .. }
            | ClientMessage::Seek { .. }
            | ClientMessage::Prove { .. } => {
                return Err(Ending::for_good(
                    Refusal::Malformed,
                    "a second hello (or a signature) on one connection",
                ));
            }
        };
        match self.apply(&at.room, at.seat, (index, action), MovedBy::Player)? {
            Ok(()) => {}
            // Out of step, the table missed something (the computer moved in its place, news
            // came late): it is shown the game as it is.
            Err(RoomRefusal::OutOfStep { .. }) => {
                self.metrics.refused(Refusal::Action);
                let game = self
                    .rooms
                    .get(&at.room)
                    .and_then(|live| live.room.public_game(self.now()));
                if let Some(game) = game {
                    self.tell(at, &game);
                }
            }
            Err(refusal) => {
                self.metrics.refused(Refusal::Action);
                self.tell(
                    at,
                    &ServerMessage::Refused {
                        reason: refusal.to_string(),
                    },
                );
            }
        }
        Ok(())
    }

    /// The seat `connection` holds in `room` now.
    fn seat_of(&self, room: &RoomCode, connection: u64) -> Option<SeatAt> {
        let live = self.rooms.get(room)?;
        let seat = (live.room.all_seats()).find(|seat| {
            (live.connected.get(seat.index()))
                .and_then(Option::as_ref)
                .is_some_and(|seated| seated.connection == connection)
        })?;
        Some(SeatAt {
            room: room.clone(),
            seat,
        })
    }

    fn tell(&mut self, at: &SeatAt, message: &ServerMessage) {
        if let Some(live) = self.rooms.get_mut(&at.room) {
            live.tell(at.seat, message);
        }
    }

    /// Applies `seat`'s action to the room, written to the store before both seats are told;
    /// then the computer is asked for the next decision if it plays the seat to act. The
    /// computer's move for a player carries the seat's `epoch` when it was asked, and is
    /// dropped if the player has taken the seat again since; one made because the seat's time
    /// ran out is kept as such.
    fn apply(
        &mut self,
        code: &RoomCode,
        seat: Place,
        (index, action): (u32, RoomAction),
        by: MovedBy,
    ) -> Result<Result<(), RoomRefusal>, Ending> {
        let now = self.now();
        let applied = self.change(code, |live| {
            if let MovedBy::Computer { epoch, .. } = by
                && epoch != live.room.epoch(seat)
            {
                return Ok(Edit::Unchanged(Err(RoomRefusal::PlayerBack)));
            }
            let applied = match live.room.act(seat, index, action, now) {
                Ok(applied) => applied,
                Err(refusal) => return Ok(Edit::Unchanged(Err(refusal))),
            };
            if let MovedBy::Computer { late: true, .. } = by {
                live.room.ran_out(seat, index);
            }
            let mut told = vec![Told::both(applied)];
            told.extend(live.room.ending().map(Told::both));
            Ok(Edit::Changed {
                outcome: Ok(()),
                told,
            })
        })?;
        if applied.is_ok() {
            self.metrics.action_applied();
            self.rate_if_over(code);
            self.ask_stand_in(code);
        }
        Ok(applied)
    }

    /// A connection closed: its seat is told to the other player as gone, and the time it
    /// left is kept with the room, unless its player has taken the seat again since (on
    /// another server: the room read again says so).
    pub fn leave(&mut self, at: &SeatAt, connection: u64) {
        self.thinking.forget(connection);
        let Some(live) = self.rooms.get_mut(&at.room) else {
            return;
        };
        let Some(epoch) = (live.connected[at.seat.index()].as_ref())
            .filter(|seated| seated.connection == connection)
            .map(|seated| seated.epoch)
        else {
            return;
        };
        // The other player hears it, here or on another server. A store that fails lets the
        // room go; the other player connects again and finds it.
        let now = self.now();
        let _ = self.change(&at.room, |live| {
            let held = &mut live.connected[at.seat.index()];
            if held
                .as_ref()
                .is_some_and(|seated| seated.connection == connection)
            {
                *held = None;
            }
            if live.room.epoch(at.seat) != epoch {
                return Ok(Edit::Unchanged(()));
            }
            live.room.set_away(at.seat, Some(now));
            live.note_if_unwatched();
            let presence = ServerMessage::Presence {
                seat: at.seat,
                connected: false,
            };
            Ok(Edit::Changed {
                outcome: (),
                told: vec![Told::both(presence)],
            })
        });
    }

    /// Lets rooms nobody watches leave memory (and idle ones a store in memory); forgets the
    /// addresses whose allowances are whole again.
    pub fn sweep(&mut self) -> Result<(), String> {
        // Times in memory and a store in memory are this machine's.
        self.sweep_at(now_seconds())
    }

    fn sweep_at(&mut self, now: u64) -> Result<(), String> {
        self.rooms.retain(|_, live| {
            live.unwatched_since
                .is_none_or(|since| now.saturating_sub(since) < UNWATCHED_SECONDS)
        });
        if let Some(budgets) = &mut self.budgets {
            budgets.prune();
        }
        self.forget_finished_computer_rooms();
        self.store.expire_in_memory(now).map_err(|error| {
            self.metrics.store_failed();
            error.to_string()
        })
    }
}

#[cfg(test)]
mod tests;
