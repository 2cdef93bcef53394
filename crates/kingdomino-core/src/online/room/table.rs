//! The game a room plays, of any game: its rule set, the engine's state and the record, chance
//! dealt from the room's secret. Whichever game it is, the engine decides.

use std::sync::Arc;

use crate::ai::Level;
use crate::for_game;
use crate::games::{EachGame, ForGame, GameSetup, PerGame, Playable, SharedRules};
use crate::online::dice::{Dealt, RollSecret};
use crate::online::protocol::{Played, PublicGame, RoomAction, ServerMessage};
use crate::online::seat::ComputerSeat;
use crate::table::{Place, Record, TableGame};

/// A game a room is made for: its rule set and its options.
pub struct Ruled<G: Playable> {
    pub rules: Arc<G::Rules>,
    pub options: G::Options,
}

impl<G: Playable> Clone for Ruled<G> {
    fn clone(&self) -> Ruled<G> {
        Ruled {
            rules: Arc::clone(&self.rules),
            options: self.options,
        }
    }
}

/// Each game's rooms' games.
pub struct RuledGames;

impl PerGame for RuledGames {
    type Of<G: Playable> = Ruled<G>;
}

/// What a room is made for, of any game.
pub type RoomGame = ForGame<RuledGames>;

impl RoomGame {
    /// The game `setup` names, played with its rule set of `rules`; none when that rule set
    /// has no game set up so.
    pub fn of(rules: &EachGame<SharedRules>, setup: GameSetup) -> Option<RoomGame> {
        for_game!(setup.kind(), G => {
            let rules = rules.of::<G>();
            let options = G::options_of(setup)?;
            G::start(rules, options, 0)?;
            Some(G::tagged(Ruled {
                rules: Arc::clone(rules),
                options,
            }))
        })
    }

    pub fn setup(&self) -> GameSetup {
        for_game!(self, G, game => G::setup(game.options))
    }

    /// What a player reads of it: "a Duel", "Kingdomino for 3".
    pub fn describe(&self) -> String {
        self.setup().describe()
    }

    /// The id of the rule set its players must play with.
    pub fn rules_id(&self) -> &str {
        for_game!(self, G, game => G::rules_id(&game.rules))
    }
}

/// A room's game of game `G`: the rule set, the engine's state and the record.
pub struct GameTable<G: Playable> {
    rules: Arc<G::Rules>,
    state: G::State,
    record: Record<G>,
}

impl<G: Playable> Clone for GameTable<G> {
    fn clone(&self) -> GameTable<G> {
        GameTable {
            rules: Arc::clone(&self.rules),
            state: self.state.clone(),
            record: self.record.clone(),
        }
    }
}

/// Each game's rooms' tables (boxed: a Duel's state is many times the original game's).
pub struct Tables;

impl PerGame for Tables {
    type Of<G: Playable> = Box<GameTable<G>>;
}

/// A room's game, of any game.
pub type Table = ForGame<Tables>;

/// Why the engine refused an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableRefusal {
    /// The engine's reason.
    Rule(String),
    /// An action of another game.
    OtherGame,
    /// The game is over: nobody acts.
    Over,
}

impl<G: Playable + Dealt> GameTable<G> {
    /// A new game: `table_seed` is public (who starts), the secret gives every deal. None when
    /// the rule set has no game for the options.
    fn deal(game: &Ruled<G>, secret: &RollSecret, table_seed: u64) -> Option<GameTable<G>> {
        let record = Record::new(game.rules.as_ref(), game.options, table_seed);
        GameTable::deal_record(&game.rules, record, secret)
    }

    /// `record`, not begun, with its first deal from the secret.
    fn deal_record(
        rules: &Arc<G::Rules>,
        mut record: Record<G>,
        secret: &RollSecret,
    ) -> Option<GameTable<G>> {
        let first = G::deal_from(secret, rules.as_ref(), record.options, 0)?;
        record.deals.push(first);
        Some(GameTable {
            state: record.start(rules.as_ref()).ok()?,
            rules: Arc::clone(rules),
            record,
        })
    }

    /// The room's game kept in a store, replayed by its engine.
    pub fn replayed(rules: &Arc<G::Rules>, record: Record<G>) -> Result<GameTable<G>, String> {
        Ok(GameTable {
            state: record.replay(rules).map_err(|error| error.to_string())?,
            rules: Arc::clone(rules),
            record,
        })
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// Applies the seat to act's `action` (the room checked whose turn it is); a deal it asks
    /// for comes from `secret`. What every seat is told of it.
    fn apply(
        &mut self,
        secret: &RollSecret,
        index: u32,
        action: G::Action,
    ) -> Result<ServerMessage, TableRefusal> {
        let seat = G::to_act(&self.state).ok_or(TableRefusal::Over)?;
        let due = G::deals_due(&self.state);
        let mut reports = G::apply(&self.rules, &mut self.state, action)
            .map_err(|error| TableRefusal::Rule(error.to_string()))?;
        self.record.actions.push(action);
        let dealt = (G::deals_due(&self.state) > due).then(|| {
            // The engine dealt from the public seed; the secret's deal replaces it.
            let deal = G::deal_from(secret, &self.rules, self.record.options, due)
                .expect("a deal the game asks for is one of its own");
            G::take_deal(&self.rules, &mut self.state, &deal, &mut reports)
                .expect("the secret deals what the game can take");
            self.record.deals.push(deal.clone());
            deal
        });
        Ok(ServerMessage::Applied {
            index,
            seat,
            played: G::tagged(Played { action, dealt }),
            to_act: G::to_act(&self.state),
        })
    }
}

impl Table {
    /// A new game: `table_seed` is public (who starts, the kings' first order), the secret
    /// gives every deal. None when the rule set has no game for the options.
    pub fn deal(game: &RoomGame, secret: &RollSecret, table_seed: u64) -> Option<Table> {
        for_game!(game, G, game => Some(G::tagged(Box::new(GameTable::deal(game, secret, table_seed)?))))
    }

    /// The next game of its series (a Dynasty's), once this one is over and one is to come.
    pub fn next_in_series(&self, secret: &RollSecret) -> Option<Table> {
        for_game!(self, G, table => {
            let record = table.record.next_in_series(&table.state)?;
            Some(G::tagged(Box::new(GameTable::deal_record(&table.rules, record, secret)?)))
        })
    }

    /// The game this table plays, to deal another of.
    pub fn room_game(&self) -> RoomGame {
        for_game!(self, G, table => G::tagged(Ruled {
            rules: Arc::clone(&table.rules),
            options: table.record.options,
        }))
    }

    pub fn seats(&self) -> usize {
        for_game!(self, G, table => G::places(&table.state))
    }

    /// The fingerprint of the rule set it is played with.
    pub fn rules_fingerprint(&self) -> u64 {
        for_game!(self, G, table => G::fingerprint(&table.rules))
    }

    pub fn to_act(&self) -> Option<Place> {
        for_game!(self, G, table => G::to_act(&table.state))
    }

    pub fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// How many actions the record holds.
    pub fn actions_played(&self) -> usize {
        for_game!(self, G, table => table.record.actions.len())
    }

    /// Each seat's total as it stands.
    pub fn totals(&self) -> Vec<u32> {
        for_game!(self, G, table => G::standings(&table.rules, &table.state).totals)
    }

    /// The seats that won, once over (several share a tie the rules leave unbroken).
    pub fn winners(&self) -> Vec<Place> {
        for_game!(self, G, table => G::standings(&table.rules, &table.state).winners)
    }

    /// Applies the seat to act's `action` (the room checked whose turn it is); what every seat
    /// is told of it.
    pub fn apply(
        &mut self,
        secret: &RollSecret,
        index: u32,
        action: RoomAction,
    ) -> Result<ServerMessage, TableRefusal> {
        for_game!(self, G, table => {
            let action = G::untagged(action).map_err(|_| TableRefusal::OtherGame)?;
            table.apply(secret, index, action)
        })
    }

    /// The game as every seat sees it, with the room's word on its players.
    pub fn public(&self, commitment: String, seated: Seated) -> ServerMessage {
        let record = for_game!(self, G, table => G::tagged(table.record.clone()));
        ServerMessage::Game {
            game: PublicGame {
                record,
                commitment,
                names: seated.names,
                computers: seated.computers,
                hints: seated.hints,
                to_act: self.to_act(),
                move_seconds: seated.move_seconds,
                waited_seconds: seated.waited_seconds,
            },
        }
    }

    /// Whether every deal so far came from `secret`.
    pub fn explained_by(&self, secret: &RollSecret) -> bool {
        for_game!(self, G, table => secret.explains::<G>(
            &table.rules,
            table.record.options,
            &secret.commitment(),
            &table.record.deals,
        ))
    }

    /// The computer's decision at `level` for the seat to act; `seed` varies its thinking.
    pub fn computer_decision(&self, level: Level, seed: u64) -> Option<RoomAction> {
        for_game!(self, G, table => {
            let action = level.player::<G>(seed).choose(&table.rules, &table.state);
            let fallback = || G::legal_actions(&table.rules, &table.state).first().copied();
            action.or_else(fallback).map(G::tagged)
        })
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
