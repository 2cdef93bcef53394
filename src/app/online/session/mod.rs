//! The online game's side of the table: the server's messages become intents for the rules
//! bridge (the opponent's actions, the rolls, the game to resume), one action a frame so each is
//! applied before the next is read. Whatever this machine's engine refuses, or a roll the
//! server's promise does not explain, stops the game with the reason rather than letting the two
//! screens show different games.

mod confirmations;
mod endings;
mod following;
mod promise;
mod reaching;
mod server_game;
mod status;

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;

use super::OnlineRequest;
use crate::app::runtime::console;
use crate::app::settings::PlaySettings;
use crate::app::states::{AppSystems, Screen};
pub use confirmations::Confirmation;
use kingdomino_core::duel::SeatNumber;
use kingdomino_core::games::ForGame;
use kingdomino_core::online::protocol::{AWAY_GRACE_SECONDS, PROTOCOL_VERSION};
use kingdomino_core::online::ratings::RatingChange;
use kingdomino_core::online::{
    ClientMessage, PlayerClaim, Plays, PublicGame, RoomCode, SeatToken, ServerMessage,
};
use kingdomino_core::table::Place;
pub use promise::ServerPromise;
pub use reaching::address_of_first;
pub use status::OnlineStatus;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameNews>();
    app.add_systems(
        OnEnter(Screen::Title),
        (
            end_session_left,
            start_asked_session.run_if(resource_exists::<OnlineRequest>),
        )
            .chain(),
    );
    app.add_systems(
        Update,
        (
            following::follow_server
                .in_set(ServerMessages)
                .in_set(AppSystems::Decide),
            endings::stop_when_done,
        )
            // Each system asks: the session may be left (Cancel) between two of them.
            .distributive_run_if(resource_exists::<OnlineSession>),
    );
}

/// A message of the server about the room's game, handed over by the session in order: the
/// table of the room's game follows it.
#[derive(Message, Clone, Debug)]
pub enum GameNews {
    Game(Box<PublicGame>),
    Applied {
        index: u32,
        seat: Place,
        played: ForGame<Plays>,
    },
    Ended {
        secret: String,
    },
}

/// The server's messages followed in a frame: the news of its game is read after them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ServerMessages;

/// What a player asks of the rooms they play in, from their settings.
pub(super) struct Wishes {
    /// Hints, when every player allows them.
    pub allow_hints: bool,
    /// Strangers watching, when every player allows them.
    pub allow_watchers: bool,
    /// The time each move may take in a room this player makes (none: 0).
    pub move_seconds: u32,
    /// Who the player is, when they play anyone (their games are rated).
    pub player: Option<PlayerClaim>,
}

/// Another seat's player away from the room.
#[derive(Clone, Debug)]
pub struct SeatAway {
    pub seat: Place,
    pub since: web_time::Instant,
    pub stood_in: bool,
}

#[derive(Resource)]
pub struct OnlineSession {
    pub(super) request: OnlineRequest,
    pub status: OnlineStatus,
    room: Option<RoomCode>,
    seat: Option<Place>,
    token: Option<SeatToken>,
    /// The server's word on this room's game: its dice commitment and seed, held to for as
    /// long as the room is played (kept with the room across restarts).
    promise: Option<ServerPromise>,
    /// Whether the table shows this room's game (taken up from the server in this session).
    playing_this_room: bool,
    /// How many actions of the record the server has (told by it, or sent to it).
    pub(super) sent: usize,
    /// How many of those the server has confirmed (its game, its echo, the opponent's).
    confirmed: usize,
    /// How long the first unconfirmed action has waited, and how often it was sent again.
    unconfirmed_for: Duration,
    resends: u32,
    /// Each seat's player's name, as the server's game gave them.
    player_names: Vec<String>,
    /// Which game of its series (a Dynasty's) the server's game last shown is, from 1.
    game_in_series: usize,
    /// The server's messages not yet followed.
    pub(super) inbox: VecDeque<ServerMessage>,
    /// The other seats whose players are away, since when this table heard it, and whether the
    /// computer plays for them.
    pub(super) seats_away: Vec<SeatAway>,
    /// The server cannot keep the room's moves for now (its store is away).
    pub(super) store_away: bool,
    /// What the rated game just ended changed of this player's rating, once the server said.
    pub(super) rating_change: Option<RatingChange>,
    /// While waiting for anyone: near which rating, and within how far, the server looks.
    pub(super) looked_for: Option<(i32, u32)>,
    /// How long the other player may be away before the computer may play for them.
    pub away_grace: Duration,
    /// The room's time for each move (none: 0; while waiting for anyone, the server's for the
    /// room to come), and when the move to make now began, as this table counts it.
    pub(super) move_seconds: u32,
    move_began: Option<web_time::Instant>,
    pub(super) retry: Timer,
    attempts: u32,
    /// How many connections dropped or failed: the next try goes to the next server listed.
    drops: usize,
    /// The connection is to be closed and made again (the link hangs up at its next read).
    hang_up: bool,
}

impl OnlineSession {
    /// A session that reaches its server from the next frame on.
    pub fn new(request: OnlineRequest) -> OnlineSession {
        OnlineSession {
            room: request.room.clone(),
            request,
            status: OnlineStatus::Connecting,
            seat: None,
            token: None,
            promise: None,
            playing_this_room: false,
            sent: 0,
            confirmed: 0,
            unconfirmed_for: Duration::ZERO,
            resends: 0,
            player_names: Vec::new(),
            game_in_series: 1,
            inbox: VecDeque::new(),
            seats_away: Vec::new(),
            store_away: false,
            rating_change: None,
            looked_for: None,
            away_grace: Duration::from_secs(AWAY_GRACE_SECONDS),
            move_seconds: 0,
            move_began: None,
            retry: Timer::new(Duration::ZERO, TimerMode::Once),
            attempts: 0,
            drops: 0,
            hang_up: false,
        }
    }

    /// This machine's seat of a Duel's room, once the server gave it.
    pub fn seat(&self) -> Option<SeatNumber> {
        SeatNumber::try_from(self.seat?).ok()
    }

    /// This machine's seat of the room, of either game.
    pub fn room_seat(&self) -> Option<Place> {
        self.seat
    }

    pub fn room(&self) -> Option<&RoomCode> {
        self.room.as_ref()
    }

    /// What was asked: the server, the room, the name played under.
    pub fn request(&self) -> &OnlineRequest {
        &self.request
    }

    pub fn token(&self) -> Option<&SeatToken> {
        self.token.as_ref()
    }

    /// A session back to a seat held before (the room kept in the player's files), holding
    /// the server to the promise it made then.
    pub fn returning(
        request: OnlineRequest,
        token: SeatToken,
        promise: Option<ServerPromise>,
    ) -> OnlineSession {
        OnlineSession {
            token: Some(token),
            promise,
            ..OnlineSession::new(request)
        }
    }

    /// How long the move to make now has left, while the room has a clock.
    pub fn move_time_left(&self) -> Option<Duration> {
        let began = self.move_began.filter(|_| self.move_seconds > 0)?;
        Some(Duration::from_secs(u64::from(self.move_seconds)).saturating_sub(began.elapsed()))
    }

    /// The name of the player at `seat`, as the server's game gave it.
    pub fn name_of(&self, seat: Place) -> String {
        self.player_names
            .get(seat.index())
            .cloned()
            .unwrap_or_default()
    }

    /// The other seats whose players are away, the first to leave first.
    pub fn seats_away(&self) -> &[SeatAway] {
        &self.seats_away
    }

    /// The room's time for each move (none: 0).
    pub fn move_seconds(&self) -> u32 {
        self.move_seconds
    }

    /// Near which rating, and within how far, the server looks for an opponent.
    pub fn looked_for(&self) -> Option<(i32, u32)> {
        self.looked_for
    }

    pub fn rating_change(&self) -> Option<&RatingChange> {
        self.rating_change.as_ref()
    }

    /// Whether the server said it cannot keep the room's moves for now.
    pub fn store_away(&self) -> bool {
        self.store_away
    }

    /// Whether the server's computer plays a seat while its player is away.
    pub fn someone_stood_in(&self) -> bool {
        self.seats_away.iter().any(|away| away.stood_in)
    }

    /// The server's word on this room's game, once given.
    pub fn promise(&self) -> Option<&ServerPromise> {
        self.promise.as_ref()
    }

    pub(super) fn wants_link(&self) -> bool {
        self.status.needs_server()
    }

    /// The first message on a (new) connection: back to this seat when there is one, with
    /// this player's wishes.
    pub(super) fn hello(&mut self, rules_id: &str, wishes: Wishes) -> ClientMessage {
        let Wishes {
            allow_hints,
            allow_watchers,
            move_seconds,
            player,
        } = wishes;
        self.attempts = 0;
        if self.room.is_none() && self.request.seeks_anyone() {
            return ClientMessage::Seek {
                version: PROTOCOL_VERSION,
                rules_id: rules_id.to_string(),
                name: self.request.name.clone(),
                allow_hints,
                allow_watchers,
                player,
                game: self.request.game,
            };
        }
        if let Some(room) = self.room.clone().filter(|_| self.request.watches()) {
            return ClientMessage::Watch {
                version: PROTOCOL_VERSION,
                rules_id: rules_id.to_string(),
                room,
            };
        }
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            rules_id: rules_id.to_string(),
            name: self.request.name.clone(),
            room: self.room.clone(),
            create: self.request.create,
            token: self.token.clone(),
            allow_hints,
            allow_watchers,
            move_seconds,
            game: self.request.game,
            computers: self.request.computers.clone(),
        }
    }

    pub(in crate::app::online) fn fail(&mut self, why: String) {
        if self.status.needs_server() {
            console::announce(&format!("kingdomino-duel: online game stopped: {why}"));
            self.status = OnlineStatus::Failed(why);
        }
    }
}

/// The room asked for at start (`--server --room`) is joined when the title first shows, under
/// the settings' name unless `--name` gave one.
fn start_asked_session(
    mut commands: Commands,
    request: Res<OnlineRequest>,
    play: Res<PlaySettings>,
    mut started: Local<bool>,
) {
    if !*started {
        *started = true;
        let mut request = request.clone();
        if request.name.is_empty() {
            request.name = play.online_name.clone();
        }
        commands.insert_resource(OnlineSession::new(request));
    }
}

/// Back on the title, a game that was played (or stopped) is done with: its connection closes.
/// A room still being joined or waited in stays.
fn end_session_left(mut commands: Commands, session: Option<Res<OnlineSession>>) {
    let left = session.is_some_and(|session| {
        matches!(
            session.status,
            OnlineStatus::Playing | OnlineStatus::Over | OnlineStatus::Failed(_)
        )
    });
    if left {
        commands.remove_resource::<OnlineSession>();
    }
}

/// A session of a person making a room on this machine's server, for the session's tests.
#[cfg(test)]
fn a_person_s_session() -> OnlineSession {
    use kingdomino_core::games::GameSetup;
    OnlineSession::new(OnlineRequest {
        server: "127.0.0.1:7800".into(),
        room: None,
        create: true,
        name: "Ann".into(),
        local: crate::app::states::Seat::Human,
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
    })
}

/// The online game of `G`'s table: its news followed, this seat's settled actions sent, what
/// the engine refuses of the server's noticed.
pub(super) fn game_plugin<G: crate::app::online::PlayedOnline>(app: &mut App) {
    server_game::plugin::<G>(app);
    app.add_systems(
        Update,
        endings::notice_refusals::<G>
            .run_if(resource_exists::<OnlineSession>)
            .in_set(AppSystems::Save),
    );
}
