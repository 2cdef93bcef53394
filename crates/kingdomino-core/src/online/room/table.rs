//! The game a room plays: the Duel, its dice rolled from the room's secret, or the original
//! game for two to four, its lines dealt from it. Whichever it is, the engine decides.

use std::sync::Arc;

use crate::ai::Level;
use crate::ai::original::AnyKingdomPlayer;
use crate::online::dice::RollSecret;
use crate::online::protocol::{PublicGame, PublicKingdomGame, ServerMessage};
use crate::online::seat::{ComputerSeat, RoomSeat};
use crate::original::{self, AnyGame, GameOptions, KingdomRecord, OriginalRules};
use crate::rules::{Action, GameRecord, GameState, RuleSet};

/// What a room is made for: a game and its rule set (and the original game's options).
#[derive(Clone, Debug)]
pub enum RoomGame {
    Duel(Arc<RuleSet>),
    Kingdom(Arc<OriginalRules>, GameOptions),
}

impl RoomGame {
    /// How many players the game seats.
    pub fn seats(&self) -> usize {
        match self {
            RoomGame::Duel(_) => 2,
            RoomGame::Kingdom(_, options) => usize::from(options.players),
        }
    }

    /// The id of the rule set its players must play with.
    pub fn rules_id(&self) -> &str {
        match self {
            RoomGame::Duel(rules) => rules.id(),
            RoomGame::Kingdom(rules, _) => rules.id(),
        }
    }

    /// Whether a player asking for `other` may sit at this game: the same game for as many
    /// (its options beyond those are the room's, set by whoever made it).
    pub fn same_game(&self, other: &RoomGame) -> bool {
        match (self, other) {
            (RoomGame::Duel(_), RoomGame::Duel(_)) => true,
            (RoomGame::Kingdom(_, ours), RoomGame::Kingdom(_, theirs)) => {
                (ours.players, ours.mighty_duel) == (theirs.players, theirs.mighty_duel)
            }
            _ => false,
        }
    }

    /// What a player reads of it: "a Duel", "Kingdomino for 3".
    pub fn describe(&self) -> String {
        match self {
            RoomGame::Duel(_) => "a Duel".into(),
            RoomGame::Kingdom(_, options) if options.mighty_duel => {
                "Kingdomino's Mighty Duel".into()
            }
            RoomGame::Kingdom(_, options) => format!("Kingdomino for {}", options.players),
        }
    }
}

/// A seat's decision, of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyAction {
    Duel(Action),
    Kingdom(original::Action),
}

/// Why the engine refused an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableRefusal {
    Duel(crate::rules::ActionError),
    Kingdom(original::ActionError),
    /// An action of the other game.
    OtherGame,
    /// The game is over: nobody acts.
    Over,
}

#[derive(Clone, Debug)]
pub enum Table {
    Duel {
        rules: Arc<RuleSet>,
        // Boxed: a Duel's state is many times the original game's boxed one.
        state: Box<GameState>,
        record: GameRecord,
    },
    Kingdom {
        rules: Arc<OriginalRules>,
        game: AnyGame,
        record: KingdomRecord,
    },
}

impl Table {
    /// A new game: `table_seed` is public (who starts, the kings' first order), the secret
    /// gives every roll or line. None when the rule set has no set-up for the options.
    pub fn deal(game: &RoomGame, secret: &RollSecret, table_seed: u64) -> Option<Table> {
        match game {
            RoomGame::Duel(rules) => {
                let mut state = GameState::new(rules, table_seed);
                let mut record = GameRecord::new(rules, table_seed);
                let first = secret.roll(rules, 1);
                state.give_roll(rules, first).ok()?;
                record.rolls.push(first);
                Some(Table::Duel {
                    rules: Arc::clone(rules),
                    state: Box::new(state),
                    record,
                })
            }
            RoomGame::Kingdom(rules, options) => {
                let mut record = KingdomRecord::new(rules, *options, table_seed);
                record.deals.push(secret.deal(rules, *options, 0)?);
                let game = record.start(rules).ok()?;
                Some(Table::Kingdom {
                    rules: Arc::clone(rules),
                    game,
                    record,
                })
            }
        }
    }

    /// The game this table plays, to deal another of.
    pub fn room_game(&self) -> RoomGame {
        match self {
            Table::Duel { rules, .. } => RoomGame::Duel(Arc::clone(rules)),
            Table::Kingdom { rules, record, .. } => {
                RoomGame::Kingdom(Arc::clone(rules), record.options)
            }
        }
    }

    pub fn seats(&self) -> usize {
        self.room_game().seats()
    }

    /// The Duel's state and record, when this table plays it.
    pub fn duel(&self) -> Option<(&GameState, &GameRecord)> {
        match self {
            Table::Duel { state, record, .. } => Some((state.as_ref(), record)),
            Table::Kingdom { .. } => None,
        }
    }

    /// The original game and its record, when this table plays it.
    pub fn kingdom(&self) -> Option<(&AnyGame, &KingdomRecord)> {
        match self {
            Table::Kingdom { game, record, .. } => Some((game, record)),
            Table::Duel { .. } => None,
        }
    }

    pub fn to_act(&self) -> Option<RoomSeat> {
        match self {
            Table::Duel { state, .. } => state.to_act().map(RoomSeat::from),
            Table::Kingdom { game, .. } => game.player_to_act().map(RoomSeat::from),
        }
    }

    pub fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// How many actions the record holds.
    pub fn actions_played(&self) -> usize {
        match self {
            Table::Duel { record, .. } => record.actions.len(),
            Table::Kingdom { record, .. } => record.actions.len(),
        }
    }

    /// Each seat's total as it stands.
    pub fn totals(&self) -> Vec<u32> {
        match self {
            Table::Duel { rules, state, .. } => {
                state.scores(rules).map(|score| score.total).to_vec()
            }
            Table::Kingdom { game, .. } => game.scores().iter().map(|sheet| sheet.total).collect(),
        }
    }

    /// Applies the seat to act's `action` (the room checked whose turn it is); the next roll
    /// or line comes from `secret`. What every seat is told of it.
    pub fn apply(
        &mut self,
        secret: &RollSecret,
        index: u32,
        action: AnyAction,
    ) -> Result<ServerMessage, TableRefusal> {
        let seat = self.to_act().ok_or(TableRefusal::Over)?;
        match (self, action) {
            (
                Table::Duel {
                    rules,
                    state,
                    record,
                },
                AnyAction::Duel(action),
            ) => {
                let turn = state.turn();
                let mut reports = state.apply(rules, action).map_err(TableRefusal::Duel)?;
                record.actions.push(action);
                let mut roll = None;
                if state.turn() != turn && !state.is_over() {
                    // The engine rolled from the public seed; the secret's roll replaces it.
                    let faces = secret.roll(rules, state.turn());
                    state
                        .give_roll_after(rules, faces, &mut reports)
                        .expect("a turn's start takes its roll");
                    record.rolls.push(faces);
                    roll = Some(faces);
                }
                Ok(ServerMessage::Applied {
                    index,
                    seat: seat.duel().expect("a Duel's seat"),
                    action,
                    reports,
                    roll,
                })
            }
            (
                Table::Kingdom {
                    rules,
                    game,
                    record,
                },
                AnyAction::Kingdom(action),
            ) => {
                let laid = game.lines_laid();
                game.apply(action).map_err(TableRefusal::Kingdom)?;
                record.actions.push(action);
                let mut dealt = None;
                if game.lines_laid() > laid {
                    // The engine laid the line out from the public seed; the secret's replaces it.
                    let line = secret
                        .deal(rules, record.options, laid)
                        .expect("a line laid out is one of the game's");
                    game.deal_next_line(&line)
                        .expect("the secret deals from the dominoes face down");
                    record.deals.push(line.clone());
                    dealt = Some(line);
                }
                Ok(ServerMessage::KingdomApplied {
                    index,
                    seat,
                    action,
                    dealt,
                })
            }
            _ => Err(TableRefusal::OtherGame),
        }
    }

    /// The game as every seat sees it, with the room's word on its players.
    pub fn public(&self, commitment: String, seated: Seated) -> ServerMessage {
        match self {
            Table::Duel { record, .. } => ServerMessage::Game {
                game: PublicGame {
                    record: record.clone(),
                    commitment,
                    names: [seated.names[0].clone(), seated.names[1].clone()],
                    hints: seated.hints,
                    move_seconds: seated.move_seconds,
                    waited_seconds: seated.waited_seconds,
                },
            },
            Table::Kingdom { record, .. } => ServerMessage::KingdomGame {
                game: PublicKingdomGame {
                    record: record.clone(),
                    commitment,
                    names: seated.names,
                    computers: seated.computers,
                    hints: seated.hints,
                    move_seconds: seated.move_seconds,
                    waited_seconds: seated.waited_seconds,
                },
            },
        }
    }

    /// Whether every roll or line so far came from `secret`.
    pub fn explained_by(&self, secret: &RollSecret) -> bool {
        let commitment = secret.commitment();
        match self {
            Table::Duel { rules, record, .. } => secret.explains(rules, &commitment, &record.rolls),
            Table::Kingdom { rules, record, .. } => {
                secret.explains_deals(rules, record.options, &commitment, &record.deals)
            }
        }
    }

    /// The computer's decision at `level` for the seat to act; `seed` varies its thinking.
    pub fn computer_decision(&self, level: Level, seed: u64) -> AnyAction {
        match self {
            Table::Duel { rules, state, .. } => {
                AnyAction::Duel(level.player(seed).choose(rules, state))
            }
            Table::Kingdom { game, .. } => {
                let mut player = AnyKingdomPlayer::new(level, seed, game);
                let decided = player.choose(game);
                let fallback = || game.legal_actions().first().copied();
                AnyAction::Kingdom(
                    decided
                        .or_else(fallback)
                        .unwrap_or(original::Action::Discard),
                )
            }
        }
    }
}

/// What the room says of its players beside the game.
pub struct Seated {
    pub names: Vec<String>,
    pub computers: Vec<ComputerSeat>,
    pub hints: bool,
    pub move_seconds: u32,
    pub waited_seconds: u64,
}
