//! What a client and the server say to each other: one JSON object per WebSocket text message.
//! The game's state is its record, so the messages carry actions, what chance dealt and who is
//! there, never a copy of the table. A game's own values (an action, a record, a deal) go
//! tagged with their game, whichever game the room plays.

use serde::{Deserialize, Serialize};

use crate::games::{ForGame, GameKind, GameSetup, PerGame, Playable};
use crate::table::{Place, Record, TableGame};

pub use super::codes::{CODE_LENGTH, RoomCode, SeatKey, SeatToken, shown_code};
use super::dice::Commitment;
use super::glances::{HeldSeat, RoomGlance};
use super::identity::PlayerId;
use super::proving::PlayerClaim;
use super::ratings::{Leaderboard, RatingChange};
use super::seat::ComputerSeat;

/// The WebSocket's path on a server.
pub const PLAY_PATH: &str = "/play";

pub use super::names::{MAX_NAME_CHARS, clean_name, is_hidden_char};

/// Changes whenever an older client could misread a message.
pub const PROTOCOL_VERSION: u32 = 9;

/// No message of either side comes near this: a whole game's record is a few kilobytes.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: into a room, or a new one. With `room` and `create`, the room is made
    /// under that code when it does not exist (the first of two to arrive makes it).
    Hello {
        version: u32,
        rules_id: String,
        name: String,
        room: Option<RoomCode>,
        #[serde(default)]
        create: bool,
        /// The seat's token, when this player was in the room before.
        token: Option<SeatToken>,
        /// This player lets both players ask the computer for hints; hints are offered when
        /// both do. Left out when false, so a server from before hints reads the hello.
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        allow_hints: bool,
        /// This player lets strangers watch the room (it is open to watchers when every player
        /// in it does). Left out when false.
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        allow_watchers: bool,
        /// The time each move may take in the room this hello makes, in seconds (none: 0); a
        /// room's clock is set by the hello that makes it.
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        move_seconds: u32,
        /// The game the room plays, with its options; `rules_id` names that game's rule set.
        /// The hello that makes the room sets them; one joining it must ask for the same game.
        #[serde(default)]
        game: GameSetup,
        /// The seats of the room this hello makes that the server's computer plays, at their
        /// levels (the original game's only); the others are the maker's and those who join.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        computers: Vec<ComputerSeat>,
    },
    /// This seat's next decision, of the room's game; `index` is its place in the record (from
    /// 0), so an action sent again after a reconnection is never applied twice.
    Act { index: u32, action: RoomAction },
    /// The other player has been away for the server's grace: the computer (Expert) plays their
    /// seat until they come back.
    StandIn,
    /// Once the game is over: this seat's player would play the same opponent again. When both
    /// have asked, a new game starts in the room, the players in each other's seats.
    Rematch,
    /// The first message of someone who will play anyone else who asks: the server pairs two
    /// such players into a new room (wherever each connected) and welcomes each to a seat.
    Seek {
        version: u32,
        rules_id: String,
        name: String,
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        allow_hints: bool,
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        allow_watchers: bool,
        /// Who the seeker is, for a rated game; none plays unrated. The server answers with a
        /// `challenge` for the claim's key to sign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerClaim>,
        /// The game to play, with its options (the original game's players): seekers of the
        /// same game are grouped; `rules_id` names that game's rule set.
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        game: GameSetup,
    },
    /// The answer to a `challenge`: its signature with the seek's key, 128 hexadecimal digits
    /// (see `proving.rs` for what is signed).
    Prove { signature: String },
    /// The first and only message of someone asking for a game's leaderboard, with their own
    /// line when `player` is given, and the provisional players too when asked: answered
    /// `leaderboard`, then closed.
    Leaderboard {
        version: u32,
        game: GameKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        provisional: bool,
    },
    /// The first message of someone who watches a room, read-only: they hear what both players
    /// hear (the dice's secret only at the end) and send nothing more.
    Watch {
        version: u32,
        rules_id: String,
        room: RoomCode,
    },
    /// The first and only message of a player asking how their rooms stand (the title's list
    /// of their games): the server answers `glanced` and closes.
    Glance {
        version: u32,
        rules_id: String,
        seats: Vec<HeldSeat>,
    },
}

/// Each game's actions.
pub struct Actions;

impl PerGame for Actions {
    type Of<G: Playable> = G::Action;
}

/// A decision of the room's game, tagged with it.
pub type RoomAction = ForGame<Actions>;

/// Each game's records.
pub struct Records;

impl PerGame for Records {
    type Of<G: Playable> = Record<G>;
}

/// An action the engine applied, and the deal it asked for from the room's secret (a Duel's
/// next roll, the original game's next line), when it asked for one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Played<G: TableGame> {
    pub action: G::Action,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealt: Option<G::Deal>,
}

/// Each game's applied actions.
pub struct Plays;

impl PerGame for Plays {
    type Of<G: Playable> = Played<G>;
}

/// The game as every seat sees it: everything but the secret its chance comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicGame {
    /// The record so far, tagged with its game: its seed says who starts, its deals came from
    /// the server.
    pub record: ForGame<Records>,
    /// The hash of the secret.
    pub commitment: String,
    /// A name for each seat.
    pub names: Vec<String>,
    /// The seats the server's computer plays, at their levels.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub computers: Vec<ComputerSeat>,
    /// Every player allowed hints when they joined.
    #[serde(default)]
    pub hints: bool,
    /// The seat to decide next (none once the game is over), so a client need not replay the
    /// rules to know whose turn it is.
    pub to_act: Option<Place>,
    /// The time each move may take (none: 0), and how long the seat to act has waited so far.
    #[serde(default)]
    pub move_seconds: u32,
    #[serde(default)]
    pub waited_seconds: u64,
}

impl PublicGame {
    pub fn commitment(&self) -> Commitment {
        Commitment(self.commitment.clone())
    }

    /// Which game of its series (a Dynasty's) it is, from 1.
    pub fn game_in_series(&self) -> usize {
        crate::for_game!(&self.record, G, record => record.game_in_series())
    }

    /// How many sit at its table: as many as its record's game is for.
    pub fn places(&self) -> usize {
        crate::for_game!(&self.record, G, record => G::setup(record.options).places())
    }

    /// Why a table cannot show this game as a server sent it, if it cannot: a name for each
    /// place, each as a server takes it, and a computer only on a place of the table, once.
    pub fn refusal(&self) -> Option<String> {
        let places = self.places();
        if self.names.len() != places {
            return Some(format!(
                "the server's game for {places} came with {} name{}",
                self.names.len(),
                if self.names.len() == 1 { "" } else { "s" }
            ));
        }
        if let Some(name) = (self.names.iter())
            .find(|name| name.is_empty() || name.chars().count() > MAX_NAME_CHARS)
        {
            return Some(format!(
                "the server's game names a player with {} characters (1 to {MAX_NAME_CHARS})",
                name.chars().count()
            ));
        }
        let mut seats: Vec<usize> = (self.computers.iter())
            .map(|computer| computer.seat.index())
            .collect();
        seats.sort_unstable();
        let twice = seats.windows(2).any(|pair| pair[0] == pair[1]);
        match seats.last() {
            Some(&seat) if seat >= places => Some(format!(
                "the server's game for {places} puts a computer on seat {}",
                seat + 1
            )),
            Some(_) if twice => Some("the server's game puts two computers on one seat".into()),
            _ => None,
        }
    }
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
    /// The answer to a rated seek: `challenge` (32 hexadecimal digits) is to be signed, with
    /// this server's name, by the key the seek named, and sent back in `prove`.
    Challenge { challenge: String },
    /// The client holds `seat` of `room`; `token` brings it back to that seat later.
    Welcome {
        room: RoomCode,
        seat: Place,
        token: SeatToken,
        /// How long a player may be away before the other may let the computer play for them.
        #[serde(default = "default_away_grace")]
        away_grace_seconds: u64,
    },
    /// Every seat is taken: the game so far (all of it for a player coming back).
    Game { game: PublicGame },
    /// The engine applied `seat`'s action, record number `index`, with the deal that followed;
    /// `to_act` is the seat to decide next (none once the game is over).
    Applied {
        index: u32,
        seat: Place,
        played: ForGame<Plays>,
        to_act: Option<Place>,
    },
    /// A player's connection came or went.
    Presence { seat: Place, connected: bool },
    /// The computer (Expert) plays `seat` for its absent player now, or no longer (they are
    /// back): then `played` lists the actions (their numbers in the record) it played for them.
    StandIn {
        seat: Place,
        computer: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        played: Vec<u32>,
    },
    /// `seat`'s time for this move ran out: the computer (Expert) makes it for them.
    TimeRanOut { seat: Place },
    /// `seat`'s player would play again (once both have asked, each hears their new seat's
    /// welcome, then the new game).
    RematchAsked { seat: Place },
    /// A seeker's welcome: they wait for another to play (a seat's welcome follows); for a
    /// rated player, near which rating and within how far, told again as the window widens;
    /// and the move clock of the room they will play in.
    Seeking {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        near: Option<i32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        within: Option<u32>,
        #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
        move_seconds: u32,
    },
    /// A watcher's welcome: the room they watch (its game follows once both players are in).
    Watching { room: RoomCode },
    /// How many watch the room now (told to its players).
    Watchers { count: u32 },
    /// How each room asked about at a glance stands, in the order asked.
    Glanced { rooms: Vec<RoomGlance> },
    /// A rated game is over: what it changed of each player's rating.
    Rated { changes: Vec<RatingChange> },
    /// The leaderboard asked for.
    Leaderboard { board: Leaderboard },
    /// The game is over: the dice's secret, to check every roll against the commitment, and
    /// every seat's total, by seat (the rules' tie-breaks are the client's to apply).
    Ended {
        secret: String,
        #[serde(default)]
        totals: Vec<u32>,
    },
    /// A message that was not applied, and why; the connection stays.
    Refused { reason: String },
    /// The server cannot keep the room's moves for now (its store is away): the game goes on,
    /// and `away: false` follows once the room is kept again.
    StoreAway { away: bool },
    /// Why the server closes this connection, and whether it is for good (a wrong token, a
    /// full room, another version): otherwise the client connects again after a while (a
    /// store that failed, a server too busy, a reader too slow).
    Closing {
        reason: String,
        #[serde(rename = "final")]
        for_good: bool,
    },
}

impl ServerMessage {
    /// The seats the message speaks of: a table must have each.
    pub fn seats(&self) -> [Option<Place>; 2] {
        match *self {
            ServerMessage::Applied { seat, to_act, .. } => [Some(seat), to_act],
            _ => [self.seat(), None],
        }
    }

    /// The seat the message is about, if it names one.
    fn seat(&self) -> Option<Place> {
        match *self {
            ServerMessage::Welcome { seat, .. }
            | ServerMessage::Applied { seat, .. }
            | ServerMessage::Presence { seat, .. }
            | ServerMessage::StandIn { seat, .. }
            | ServerMessage::TimeRanOut { seat }
            | ServerMessage::RematchAsked { seat } => Some(seat),
            _ => None,
        }
    }
}

/// The away grace when a server says none: two minutes.
pub const AWAY_GRACE_SECONDS: u64 = 120;

fn default_away_grace() -> u64 {
    AWAY_GRACE_SECONDS
}

/// Reads a client's message, refusing one too big or not of the protocol with a reason that
/// names what is wrong: a first message of another version of the protocol is told so.
pub fn decode_client(text: &str) -> Result<ClientMessage, String> {
    decode(text).map_err(|problem| {
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        match serde_json::from_str::<VersionOnly>(text) {
            Ok(VersionOnly { version }) if version != PROTOCOL_VERSION => other_version(version),
            _ => problem,
        }
    })
}

/// The refusal of a message of another version of the protocol.
pub fn other_version(version: u32) -> String {
    format!(
        "this server speaks version {PROTOCOL_VERSION} of the game's protocol, not {version}: \
         update the game"
    )
}

/// Reads the server's message.
pub fn decode_server(text: &str) -> Result<ServerMessage, String> {
    decode(text)
}

fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "a message of {} bytes (at most {MAX_MESSAGE_BYTES})",
            text.len()
        ));
    }
    serde_json::from_str(text).map_err(|error| format!("not a message of this game: {error}"))
}

pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).expect("messages are plain data")
}
