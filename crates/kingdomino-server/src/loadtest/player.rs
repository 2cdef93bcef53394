//! One load-test player of a Duel room, without its connection: what it says first (again
//! with its seat's token after a drop), the game it follows from what the server tells it, and
//! its next decision (the computer's, Easy) when the move is its own. The load test and the
//! server's own tests drive it over their WebSockets.

use kingdomino_core::ai::{Level, Player};
use kingdomino_core::duel::{Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::games::{ForGame, GameSetup};
use kingdomino_core::online::protocol::PROTOCOL_VERSION;
use kingdomino_core::online::{
    ClientMessage, Played, RoomAction, RoomCode, SeatToken, ServerMessage,
};

/// What a message told the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Nothing,
    /// An action was applied: this player's own, or another's.
    Applied {
        own: bool,
    },
    /// The game is over, with each seat's total.
    Ended(Vec<u32>),
}

pub struct LoadPlayer {
    rules: RuleSet,
    room: RoomCode,
    name: String,
    move_seconds: u32,
    player: Box<dyn Player<Duel>>,
    seat: Option<SeatNumber>,
    token: Option<SeatToken>,
    state: Option<GameState>,
    /// The record's next index.
    index: u32,
    /// A decision sent and not yet applied.
    pending: bool,
}

impl LoadPlayer {
    pub fn new(rules: &RuleSet, room: RoomCode, number: u32, move_seconds: u32) -> LoadPlayer {
        LoadPlayer {
            rules: rules.clone(),
            room,
            name: format!("Load {number}"),
            move_seconds,
            player: Level::Easy.player::<Duel>(u64::from(number)),
            seat: None,
            token: None,
            state: None,
            index: 0,
            pending: false,
        }
    }

    /// The first message on a connection: into the room, or back to this player's seat.
    pub fn hello(&mut self) -> ClientMessage {
        // A decision sent on a connection that dropped is decided again on the game as the
        // server shows it.
        self.pending = false;
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            rules_id: self.rules.id().to_string(),
            name: self.name.clone(),
            room: Some(self.room.clone()),
            create: true,
            token: self.token.clone(),
            allow_hints: false,
            allow_watchers: true,
            move_seconds: self.move_seconds,
            game: GameSetup::Duel,
            computers: Vec::new(),
        }
    }

    /// Whether the player has its seat's token (it may come back after a drop).
    pub fn is_seated(&self) -> bool {
        self.token.is_some()
    }

    /// Follows the game by the server's message; a message that cannot be is an error.
    pub fn hear(&mut self, message: ServerMessage) -> Result<Heard, String> {
        match message {
            ServerMessage::Welcome { seat, token, .. } => {
                self.seat = SeatNumber::try_from(seat).ok();
                self.token = Some(token);
            }
            ServerMessage::Game { game } => {
                let ForGame::Duel(record) = game.record else {
                    return Err("the original game in a Duel's room".into());
                };
                self.index = record.actions.len() as u32;
                self.state = Some(
                    record
                        .replay(&self.rules)
                        .map_err(|error| error.to_string())?,
                );
                self.pending = false;
            }
            // Already in the game shown whole just before.
            ServerMessage::Applied { index, .. } if index < self.index => {}
            ServerMessage::Applied {
                seat: by, played, ..
            } => {
                let ForGame::Duel(Played { action, dealt }) = played else {
                    return Err("the original game in a Duel's room".into());
                };
                let game = self.state.as_mut().ok_or("an action before the game")?;
                game.apply_unreported(&self.rules, action)
                    .map_err(|error| format!("the server applied an illegal action: {error}"))?;
                if let Some(faces) = dealt {
                    game.give_roll(&self.rules, faces)
                        .map_err(|error| error.to_string())?;
                }
                self.index += 1;
                let own = SeatNumber::try_from(by).ok() == self.seat;
                if own {
                    self.pending = false;
                }
                return Ok(Heard::Applied { own });
            }
            ServerMessage::Ended { .. } => {
                let game = self.state.as_ref().ok_or("an end before the game")?;
                let totals = game.scores(&self.rules).map(|score| score.total);
                return Ok(Heard::Ended(totals.to_vec()));
            }
            ServerMessage::Refused { reason } | ServerMessage::Closing { reason, .. } => {
                return Err(reason);
            }
            ServerMessage::Challenge { .. } => {
                return Err("a challenge, though this player plays unrated".into());
            }
            ServerMessage::Presence { .. }
            | ServerMessage::StandIn { .. }
            | ServerMessage::TimeRanOut { .. }
            | ServerMessage::Watching { .. }
            | ServerMessage::Seeking { .. }
            | ServerMessage::RematchAsked { .. }
            | ServerMessage::Glanced { .. }
            | ServerMessage::StoreAway { .. }
            | ServerMessage::Rated { .. }
            | ServerMessage::Leaderboard { .. }
            | ServerMessage::Watchers { .. } => {}
        }
        Ok(Heard::Nothing)
    }

    /// Where the player stands, in words: its seat, the record's next index, whose move it
    /// is, whether a decision of its own is on its way.
    pub fn standing(&self) -> String {
        let to_act = self
            .state
            .as_ref()
            .map(|game| (game.to_act(), game.is_over()));
        format!(
            "seat {:?}, next index {}, to act and over {to_act:?}, own decision on its way {}",
            self.seat, self.index, self.pending
        )
    }

    /// This player's next action, when the move is its own and none is on its way.
    pub fn decision(&mut self) -> Result<Option<ClientMessage>, String> {
        let (Some(seat), Some(game)) = (self.seat, &self.state) else {
            return Ok(None);
        };
        if self.pending || game.to_act() != Some(seat) {
            return Ok(None);
        }
        let action = self
            .player
            .choose(&self.rules, game)
            .ok_or("no decision in a game that goes on")?;
        self.pending = true;
        Ok(Some(ClientMessage::Act {
            index: self.index,
            action: RoomAction::Duel(action),
        }))
    }
}
