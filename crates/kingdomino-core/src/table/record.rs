//! A game as it is kept, of any game: its rule set, options and seed, every action in order,
//! and what chance dealt from outside the seed (an online game's rolls or lines, from the
//! server's secret). Played again through the engine it is the same game, or the first thing
//! the rules refuse is named.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Moment, TableGame};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: TableGame> {
    pub rules_id: String,
    /// Absent from a file when they are the default (a Duel's, which has none).
    #[serde(default, skip_serializing_if = "is_default")]
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
    /// Each deal in the order the game asked for them, when they were made elsewhere than
    /// the seed (by an online game's server); empty when the seed made them all. A Duel's
    /// records kept them as `rolls`.
    #[serde(default, alias = "rolls", skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<G::Deal>,
    /// The games of its series played before it (a Dynasty's), each finished: played again
    /// whenever this one starts, so no earlier score is ever taken on trust.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier: Vec<Record<G>>,
}

/// Whether a field holds its default, for serde to leave it out.
pub(crate) fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Why a record does not play again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError<G: TableGame> {
    /// The record was played with another rule set.
    WrongRules { record: String, given: String },
    /// The rule set has no game for the record's options.
    NoGame { options: G::Options },
    /// Deal number `deal` (from 0) is not in the record.
    MissingDeal { deal: usize },
    /// Deal number `deal` cannot be dealt.
    BadDeal { deal: usize, error: G::DealRefusal },
    /// Game number `game` (from 0) of the series before this one is not a finished game of
    /// these rules and options, or the series has no room for it.
    EarlierGame { game: usize, problem: String },
    /// Action number `index` (from 0), played at `moment`, was refused.
    IllegalAction {
        index: usize,
        moment: Moment,
        action: G::Action,
        error: G::Refusal,
    },
}

impl<G: TableGame> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::WrongRules { record, given } => write!(
                f,
                "the record was played with rule set `{record}`, not `{given}`"
            ),
            ReplayError::NoGame { options } => {
                write!(f, "the rule set does not offer {}", G::describe(*options))
            }
            ReplayError::MissingDeal { deal } => {
                write!(f, "the record keeps nothing of {}", G::deal_words(*deal))
            }
            ReplayError::BadDeal { deal, error } => {
                write!(f, "{} is impossible: {error}", G::deal_words(*deal))
            }
            ReplayError::EarlierGame { game, problem } => {
                write!(f, "game {} of the series {problem}", game + 1)
            }
            ReplayError::IllegalAction {
                index,
                moment,
                action,
                error,
            } => write!(
                f,
                "action {} ({moment}, {action:?}) is illegal: {error}",
                index + 1
            ),
        }
    }
}

impl<G: TableGame> std::error::Error for ReplayError<G> {}

impl<G: TableGame> Record<G> {
    /// An empty record of a game started with this rule set, options and seed.
    pub fn new(rules: &G::Rules, options: G::Options, seed: u64) -> Record<G> {
        Record {
            rules_id: G::rules_id(rules).to_string(),
            options,
            seed,
            actions: Vec::new(),
            deals: Vec::new(),
            earlier: Vec::new(),
        }
    }

    /// The game before its first action, its first deal as the record keeps it.
    pub fn start(&self, rules: &G::Rules) -> Result<G::State, ReplayError<G>> {
        if G::rules_id(rules) != self.rules_id {
            return Err(ReplayError::WrongRules {
                record: self.rules_id.clone(),
                given: G::rules_id(rules).to_string(),
            });
        }
        self.earlier_standings(rules)?;
        let mut state = G::start(rules, self.options, self.seed).ok_or(ReplayError::NoGame {
            options: self.options,
        })?;
        self.give_deals(rules, &mut state, 0, &mut G::Reports::default(), Strict)?;
        Ok(state)
    }

    /// Plays action number `index` of the record on `state`, which has played those before
    /// it; a deal it asks for is dealt as the record keeps it.
    pub fn play(
        &self,
        rules: &G::Rules,
        state: &mut G::State,
        index: usize,
    ) -> Result<G::Reports, ReplayError<G>> {
        self.play_as(rules, state, index, Strict)
    }

    fn play_as(
        &self,
        rules: &G::Rules,
        state: &mut G::State,
        index: usize,
        missing: MissingDeals,
    ) -> Result<G::Reports, ReplayError<G>> {
        let action = self.actions[index];
        let due = G::deals_due(state);
        let moment = G::moment(state);
        let mut reports =
            G::apply(rules, state, action).map_err(|error| ReplayError::IllegalAction {
                index,
                moment,
                action,
                error,
            })?;
        self.give_deals(rules, state, due, &mut reports, missing)?;
        Ok(reports)
    }

    /// Gives `state` the deals from number `from` it asks for, as the record keeps them; a
    /// record without deals leaves the seed's.
    fn give_deals(
        &self,
        rules: &G::Rules,
        state: &mut G::State,
        from: usize,
        reports: &mut G::Reports,
        missing: MissingDeals,
    ) -> Result<(), ReplayError<G>> {
        if self.deals.is_empty() {
            return Ok(());
        }
        for deal in from..G::deals_due(state) {
            match (self.deals.get(deal), missing) {
                (Some(given), _) => G::take_deal(rules, state, given, reports)
                    .map_err(|error| ReplayError::BadDeal { deal, error })?,
                (None, Strict) => return Err(ReplayError::MissingDeal { deal }),
                (None, Awaited) => return Ok(()),
            }
        }
        Ok(())
    }

    /// Follows a game played elsewhere (online): `action` is kept and played on `state`, which
    /// has played the record so far; a deal it asks for that has not come yet is awaited
    /// ([`Record::awaits_deal`]). Refused, the record is as it was.
    pub fn follow(
        &mut self,
        rules: &G::Rules,
        state: &mut G::State,
        action: G::Action,
    ) -> Result<G::Reports, ReplayError<G>> {
        self.actions.push(action);
        let played = self.play_as(rules, state, self.actions.len() - 1, Awaited);
        if played.is_err() {
            self.actions.pop();
        }
        played
    }

    /// Whether `state` (this record played so far) waits for a deal from elsewhere.
    pub fn awaits_deal(&self, state: &G::State) -> bool {
        !self.deals.is_empty() && self.deals.len() < G::deals_due(state)
    }

    /// Keeps a deal made elsewhere and gives it to `state`, which waits for it.
    pub fn deal(
        &mut self,
        rules: &G::Rules,
        state: &mut G::State,
        deal: G::Deal,
    ) -> Result<G::Reports, ReplayError<G>> {
        let number = self.deals.len();
        let mut reports = G::Reports::default();
        if !self.awaits_deal(state) {
            return Err(ReplayError::MissingDeal { deal: number });
        }
        G::take_deal(rules, state, &deal, &mut reports).map_err(|error| ReplayError::BadDeal {
            deal: number,
            error,
        })?;
        self.deals.push(deal);
        Ok(reports)
    }

    /// Plays the record again from its seed (and its deals).
    pub fn replay(&self, rules: &G::Rules) -> Result<G::State, ReplayError<G>> {
        self.replay_visiting(rules, |_, _| {})
    }

    /// Plays the record again, showing `visit` the game after each action with the action's
    /// index, a deal it asked for already given.
    pub fn replay_visiting(
        &self,
        rules: &G::Rules,
        mut visit: impl FnMut(usize, &G::State),
    ) -> Result<G::State, ReplayError<G>> {
        let mut state = self.start(rules)?;
        for index in 0..self.actions.len() {
            self.play(rules, &mut state, index)?;
            visit(index, &state);
        }
        Ok(state)
    }

    /// Where each turn or round of the record begins: entry `n` is how many actions had been
    /// played when its `n`th after the first began. Played until its end or its first refused
    /// action.
    pub fn moment_starts(&self, rules: &G::Rules) -> Vec<usize> {
        let mut starts = vec![0];
        let Ok(state) = self.start(rules) else {
            return starts;
        };
        let mut moment = G::moment(&state).number;
        // A record that stops being legal shows its moments up to there.
        let _ = self.replay_visiting(rules, |index, state| {
            let now = G::moment(state).number;
            if now != moment && G::to_act(state).is_some() {
                moment = now;
                starts.push(index + 1);
            }
        });
        starts
    }

    /// Every place's total at the end of each turn or round of the record (a round that adds
    /// nothing to any kingdom, the original game's first claims, left out), the last at the
    /// game's end; played until its end or its first refused action.
    pub fn totals_by_moment(&self, rules: &G::Rules) -> Vec<Vec<u32>> {
        let mut ends = Vec::new();
        let Ok(state) = self.start(rules) else {
            return ends;
        };
        let mut moment = G::moment(&state).number;
        let _ = self.replay_visiting(rules, |_, state| {
            let now = G::moment(state).number;
            let over = G::to_act(state).is_none();
            if (now != moment && moment > 0) || over {
                ends.push(G::standings(rules, state).totals);
            }
            moment = now;
        });
        ends
    }
}

/// What a deal the record does not keep means: damage when it is played again, a deal still
/// to come while a game is followed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MissingDeals {
    Strict,
    Awaited,
}
use MissingDeals::{Awaited, Strict};
