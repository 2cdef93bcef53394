//! What a client and the server say to each other: one JSON object per WebSocket text message.
//! The game's state is its record, so the messages carry actions, what chance dealt and who is
//! there, never a copy of the table. A game's own values (an action, a record, a deal) go
//! tagged with their game, whichever game the room plays.

use serde::{Deserialize, Serialize};

use crate::games::{ForGame, GameSetup, PerGame, Playable};
use crate::table::{Place, Record, TableGame};

pub use super::codes::{CODE_LENGTH, RoomCode, SeatToken, shown_code};
use super::dice::Commitment;
use super::glances::{HeldSeat, RoomGlance};
use super::seat::ComputerSeat;

/// The WebSocket's path on a server.
pub const PLAY_PATH: &str = "/play";

pub use super::names::{MAX_NAME_CHARS, clean_name, is_hidden_char};

/// Changes whenever an older client could misread a message.
pub const PROTOCOL_VERSION: u32 = 5;

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
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
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
    /// The engine applied `seat`'s action, record number `index`, with the deal that followed.
    Applied {
        index: u32,
        seat: Place,
        played: ForGame<Plays>,
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
            allow_watchers: false,
            move_seconds: 0,
            game: GameSetup::Duel,
            computers: Vec::new(),
        };
        assert_eq!(decode_client(&encode(&hello)), Ok(hello.clone()));
        assert!(!encode(&hello).contains("allow_watchers"));
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
            action: RoomAction::Duel(crate::duel::Action::TakeDie { die: 2 }),
        };
        assert_eq!(decode_client(&encode(&act)), Ok(act));
        let claim = ClientMessage::Act {
            index: 0,
            action: RoomAction::Kingdomino(crate::original::Action::Claim { slot: 1 }),
        };
        assert!(
            encode(&claim).contains("\"kingdomino\":{\"Claim\""),
            "{}",
            encode(&claim)
        );
        assert_eq!(decode_client(&encode(&claim)), Ok(claim));
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
            seat: Place::try_from(3).unwrap(),
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
            seat: Place::try_from(1).unwrap(),
            played: ForGame::Duel(Played {
                action: crate::duel::Action::TakeDie { die: 1 },
                dealt: Some([0, 1, 2, 3]),
            }),
        };
        let text = encode(&applied);
        assert_eq!(decode_server(&text), Ok(applied));
        let fifth_seat = text.replace("\"seat\":1", "\"seat\":4");
        assert!(decode_server(&fifth_seat).is_err(), "{fifth_seat}");
    }

    #[test]
    fn a_hello_of_version_four_is_told_the_version_even_with_its_own_fields() {
        let fourth = r#"{"type":"hello","version":4,"rules_id":"kingdomino","name":"Ann","room":null,"token":null,"kingdom":{"players":3}}"#;
        let refusal = decode_client(fourth).unwrap_err();
        assert_eq!(
            refusal,
            "this server speaks version 5 of the game's protocol, not 4: update the game"
        );
        let act = r#"{"type":"kingdom_act","index":2,"action":{"Claim":{"slot":0}}}"#;
        assert!(decode_client(act).unwrap_err().contains("kingdom_act"));
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
