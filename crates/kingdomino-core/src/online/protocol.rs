//! What a client and the server say to each other: one JSON object per WebSocket text message.
//! The game's state is its record, so the messages carry actions, rolls and who is there,
//! never a copy of the table.

use serde::{Deserialize, Serialize};

use crate::original::{self, GameOptions, KingdomRecord};
use crate::rules::ruleset::DRAFT_DICE;
use crate::rules::{Action, GameRecord, Report, SeatNumber};

pub use super::codes::{CODE_LENGTH, RoomCode, SeatToken, shown_code};
use super::dice::Commitment;
use super::glances::{HeldSeat, RoomGlance};
use super::seat::{ComputerSeat, RoomSeat};

/// The WebSocket's path on a server.
pub const PLAY_PATH: &str = "/play";

pub use super::names::{MAX_NAME_CHARS, clean_name, is_hidden_char};

/// Changes whenever an older client could misread a message.
pub const PROTOCOL_VERSION: u32 = 4;

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
        #[serde(default, skip_serializing_if = "is_false")]
        allow_hints: bool,
        /// The time each move may take in the room this hello makes, in seconds (none: 0); a
        /// room's clock is set by the hello that makes it.
        #[serde(default, skip_serializing_if = "is_zero")]
        move_seconds: u32,
        /// A room of the original Kingdomino with these options (its players among them), not
        /// a Duel; `rules_id` then names the original game's rule set. The hello that makes
        /// the room sets them; one joining it must ask for the same game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kingdom: Option<GameOptions>,
        /// The seats of the original game's room this hello makes that the server's computer
        /// plays, at their levels; the others are the maker's and those who join.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        computers: Vec<ComputerSeat>,
    },
    /// This seat's next decision; `index` is its place in the record (from 0), so an action sent
    /// again after a reconnection is never applied twice.
    Act { index: u32, action: Action },
    /// The same, in a room of the original game.
    KingdomAct {
        index: u32,
        action: original::Action,
    },
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
        #[serde(default, skip_serializing_if = "is_false")]
        allow_hints: bool,
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

/// The game as both players see it: everything but the secret the dice come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicGame {
    /// The record so far: its seed says who starts, its rolls came from the server.
    pub record: GameRecord,
    /// The hash of the dice's secret.
    pub commitment: String,
    pub names: [String; 2],
    /// Both players allowed hints when they joined.
    #[serde(default)]
    pub hints: bool,
    /// The time each move may take (none: 0), and how long the seat to act has waited so far.
    #[serde(default)]
    pub move_seconds: u32,
    #[serde(default)]
    pub waited_seconds: u64,
}

/// A game of the original Kingdomino as every seat sees it: the lines dealt so far, not the
/// secret they come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicKingdomGame {
    /// The record so far: its seed gave the first round's order, its deals came from the server.
    pub record: KingdomRecord,
    pub commitment: String,
    /// A name for each seat.
    pub names: Vec<String>,
    /// The seats the server's computer plays, at their levels.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub computers: Vec<ComputerSeat>,
    #[serde(default)]
    pub hints: bool,
    #[serde(default)]
    pub move_seconds: u32,
    #[serde(default)]
    pub waited_seconds: u64,
}

impl PublicKingdomGame {
    pub fn commitment(&self) -> Commitment {
        Commitment(self.commitment.clone())
    }
}

impl PublicGame {
    pub fn commitment(&self) -> Commitment {
        Commitment(self.commitment.clone())
    }
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
    /// The client holds `seat` of `room`; `token` brings it back to that seat later.
    Welcome {
        room: RoomCode,
        seat: RoomSeat,
        token: SeatToken,
        /// How long a player may be away before the other may let the computer play for them.
        #[serde(default = "default_away_grace")]
        away_grace_seconds: u64,
    },
    /// Both seats are taken: the game so far (all of it for a player coming back).
    Game { game: PublicGame },
    /// Every seat of a room of the original game is taken: the game so far.
    KingdomGame { game: PublicKingdomGame },
    /// The engine applied an action: what it reported, and the next turn's roll when the
    /// action ended a turn.
    Applied {
        index: u32,
        seat: SeatNumber,
        action: Action,
        reports: Vec<Report>,
        roll: Option<[u8; DRAFT_DICE]>,
    },
    /// The engine applied an action of the original game: the line it laid out next, when it
    /// did, as the server's secret deals it.
    KingdomApplied {
        index: u32,
        seat: RoomSeat,
        action: original::Action,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dealt: Option<Vec<u8>>,
    },
    /// A player's connection came or went.
    Presence { seat: RoomSeat, connected: bool },
    /// The computer (Expert) plays `seat` for its absent player now, or no longer (they are
    /// back): then `played` lists the actions (their numbers in the record) it played for them.
    StandIn {
        seat: RoomSeat,
        computer: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        played: Vec<u32>,
    },
    /// `seat`'s time for this move ran out: the computer (Expert) makes it for them.
    TimeRanOut { seat: RoomSeat },
    /// `seat`'s player would play again (once both have asked, each hears their new seat's
    /// welcome, then the new game).
    RematchAsked { seat: RoomSeat },
    /// A seeker's welcome: they wait for another to play (a seat's welcome follows).
    Seeking,
    /// A watcher's welcome: the room they watch (its game follows once both players are in).
    Watching { room: RoomCode },
    /// How many watch the room now (told to its players).
    Watchers { count: u32 },
    /// How each room asked about at a glance stands, in the order asked.
    Glanced { rooms: Vec<RoomGlance> },
    /// The game is over: the dice's secret, to check every roll against the commitment.
    Ended { secret: String },
    /// A message that was not applied, and why; the connection stays.
    Refused { reason: String },
    /// Why the server closes this connection, and whether it is for good (a wrong token, a
    /// full room, another version): otherwise the client connects again after a while (a
    /// store that failed, a server too busy, a reader too slow).
    Closing {
        reason: String,
        #[serde(rename = "final")]
        for_good: bool,
    },
}

fn is_false(value: &bool) -> bool {
    !value
}

fn is_zero(value: &u32) -> bool {
    *value == 0
}

/// The away grace when a server says none: two minutes.
pub const AWAY_GRACE_SECONDS: u64 = 120;

fn default_away_grace() -> u64 {
    AWAY_GRACE_SECONDS
}

/// Reads a client's message, refusing one too big or not of the protocol with a reason that
/// names what is wrong.
pub fn decode_client(text: &str) -> Result<ClientMessage, String> {
    decode(text)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_go_through_json_and_nonsense_is_refused() {
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            rules_id: "duel".into(),
            name: "Ann".into(),
            room: Some(RoomCode::parse("ABCDEFGH").unwrap()),
            create: true,
            token: None,
            allow_hints: false,
            move_seconds: 0,
            kingdom: None,
            computers: Vec::new(),
        };
        assert_eq!(decode_client(&encode(&hello)), Ok(hello.clone()));
        // A hello without hints reads as before hints were asked about.
        assert!(!encode(&hello).contains("allow_hints"));
        let allowing = encode(&hello).replace("}", ",\"allow_hints\":true}");
        assert!(matches!(
            decode_client(&allowing),
            Ok(ClientMessage::Hello {
                allow_hints: true,
                ..
            })
        ));
        let act = ClientMessage::Act {
            index: 3,
            action: Action::TakeDie { die: 2 },
        };
        assert_eq!(decode_client(&encode(&act)), Ok(act));
        assert!(decode_client("{\"type\":\"act\"}").is_err());
        assert!(decode_client("{\"type\":\"hello\",\"room\":\"O0O0O0O0\"}").is_err());
        assert!(
            decode_client(&" ".repeat(MAX_MESSAGE_BYTES + 1))
                .unwrap_err()
                .contains("bytes")
        );
    }

    #[test]
    fn a_server_message_about_a_seat_that_does_not_exist_is_refused() {
        let presence = ServerMessage::Presence {
            seat: RoomSeat::try_from(3).unwrap(),
            connected: true,
        };
        let text = encode(&presence);
        assert_eq!(decode_server(&text), Ok(presence));
        let fifth_seat = text.replace("\"seat\":3", "\"seat\":4");
        assert_ne!(fifth_seat, text);
        let refusal = decode_server(&fifth_seat).unwrap_err();
        assert!(refusal.contains("seat 4 does not exist"), "{refusal}");
        let applied = ServerMessage::Applied {
            index: 0,
            seat: SeatNumber::SECOND,
            action: Action::TakeDie { die: 1 },
            reports: Vec::new(),
            roll: None,
        };
        let third_duel_seat = encode(&applied).replace("\"seat\":1", "\"seat\":2");
        assert!(
            decode_server(&third_duel_seat).is_err(),
            "a Duel has two seats"
        );
    }

    #[test]
    fn names_are_cleaned() {
        assert_eq!(clean_name("  Ann\u{7}  ", "Player"), "Ann");
        assert_eq!(clean_name("\n", "Player"), "Player");
        assert_eq!(clean_name(&"x".repeat(100), "P").len(), MAX_NAME_CHARS);
        assert_eq!(clean_name("Zo\u{200b}ë\u{202e}nna", "P"), "Zoënna");
        assert_eq!(clean_name("\u{2066}\u{feff} \u{200d}", "Player"), "Player");
        let long = format!("  {}  tail", "é".repeat(MAX_NAME_CHARS - 1));
        assert_eq!(clean_name(&long, "P"), "é".repeat(MAX_NAME_CHARS - 1));
    }
}
