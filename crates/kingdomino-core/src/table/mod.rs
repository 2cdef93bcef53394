//! The seam where every game of ours meets what they share: a game says what its rule set, its
//! state, its actions and its deals are, who acts, what is legal, and applies an action on the
//! one path that checks it ([`TableGame`]); records, saves, replays, the computer players, the
//! command line, the protocol and the app's table are written once over it. A game's places
//! at the table are [`Place`]s. The seam knows no game: `crate::games` lists them.

mod place;
pub mod record;
mod series;
mod story;

use std::fmt::{Debug, Display};
use std::hash::Hash;

use serde::Serialize;

use crate::rule_file::RuleSetError;
use serde::de::DeserializeOwned;

pub use place::{MOST_PLACES, NoSuchPlace, Place};
pub use record::{Record, ReplayError};
pub use series::{next_seed_in_series, series_standings};
pub use story::{Swing, biggest_swings};

/// A turn-based table game of ours, as the engine plays it. Every method is a pure function of
/// its arguments: the same rule set, options, seed and actions make the same game anywhere.
pub trait TableGame: Copy + Debug + Default + Eq + Send + Sync + 'static {
    /// The rule set, read from its file and validated.
    type Rules: Debug + PartialEq + Send + Sync + 'static;
    /// What is chosen before a game beyond the rule set (the original game's players, say);
    /// its default is the set-up a file that names none was played with.
    type Options: Copy + Debug + Default + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// Everything needed to go on with a game.
    type State: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// One decision of the player to act.
    type Action: Copy + Debug + PartialEq + Eq + Hash + Serialize + DeserializeOwned + Send + Sync;
    /// Why the engine refused an action; the state is unchanged then.
    type Refusal: Copy + Debug + Display + PartialEq + Send + Sync + 'static;
    /// What applying an action did, told in order, for those who show it.
    type Reports: Default + Debug + Send + Sync + 'static;
    /// What chance gives the game from outside its seed (a turn's roll, a line of dominoes),
    /// when a server deals it from a secret.
    type Deal: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// Why a deal was refused.
    type DealRefusal: Copy + Debug + Display + PartialEq + Send + Sync + 'static;

    /// The name files, messages and the command line give the game (`duel`): a kept file
    /// says which game it keeps by it.
    const NAME: &'static str;

    /// The data store's file its game in progress is kept in, each game's its own.
    const SAVE_FILE: &'static str;

    /// Where its rule set's file sits among the game's files (and so in a mod).
    const RULES_FILE: &'static str;

    /// The rule set shipped with the game.
    fn builtin_rules() -> Self::Rules;

    /// A rule set file's text read and validated; `source` names it in the errors.
    fn read_rules(text: &str, source: &str) -> Result<Self::Rules, RuleSetError>;

    fn rules_id(rules: &Self::Rules) -> &str;

    /// The game with these options, as a player reads it: "a Duel", "Kingdomino for 3".
    fn describe(options: Self::Options) -> String;

    /// A number that changes when anything in the rule set does: a kept game goes on only with
    /// the very rules it was played with, even when a mod kept the rule set's id.
    fn fingerprint(rules: &Self::Rules) -> u64;

    /// A new game from `seed`; none when the rule set has no game for these options.
    fn start(rules: &Self::Rules, options: Self::Options, seed: u64) -> Option<Self::State>;

    /// How many places the game has at the table.
    fn places(state: &Self::State) -> usize;

    /// The place whose player decides next; none once the game is over.
    fn to_act(state: &Self::State) -> Option<Place>;

    fn legal_actions(rules: &Self::Rules, state: &Self::State) -> Vec<Self::Action>;

    /// What [`TableGame::apply`] would answer, without changing anything.
    fn check(
        rules: &Self::Rules,
        state: &Self::State,
        action: Self::Action,
    ) -> Result<(), Self::Refusal>;

    /// Applies the action of the player to act and tells what happened, or refuses it.
    fn apply(
        rules: &Self::Rules,
        state: &mut Self::State,
        action: Self::Action,
    ) -> Result<Self::Reports, Self::Refusal>;

    /// Applies as [`TableGame::apply`] does without telling what happened: the path of the
    /// computer players' imagined games, which apply millions of actions and read nothing.
    fn apply_quietly(
        rules: &Self::Rules,
        state: &mut Self::State,
        action: Self::Action,
    ) -> Result<(), Self::Refusal>;

    /// Each place's total and who wins as the game stands (the players level at the top share
    /// the win); the verdict once the game is over.
    fn standings(rules: &Self::Rules, state: &Self::State) -> Standings;

    /// Where the game stands: its turn or round.
    fn moment(state: &Self::State) -> Moment;

    /// How many deals the game has asked for so far: a deal is due whenever this grows.
    fn deals_due(state: &Self::State) -> usize;

    /// Gives the game the deal it just asked for, in place of the one its seed made, telling
    /// it among `reports` (where the seed's deal is no longer told).
    fn take_deal(
        rules: &Self::Rules,
        state: &mut Self::State,
        deal: &Self::Deal,
        reports: &mut Self::Reports,
    ) -> Result<(), Self::DealRefusal>;

    /// Deal number `index` (from 0) in the words of a message: "the roll of turn 2", "line 2".
    fn deal_words(index: usize) -> String;

    /// How many games in a row the options play, their scores summed (the original game's
    /// Dynasty plays three).
    fn games_in_series(_options: Self::Options) -> usize {
        1
    }
}

/// Where a game stands, as its players count: the Duel's turns from 1, the original game's
/// rounds (0 while the first line is claimed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub name: &'static str,
    pub number: u32,
}

impl Display for Moment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.name, self.number)
    }
}

/// Each place's total, and the winners: those level at the top, who share the win.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    pub totals: Vec<u32>,
    pub winners: Vec<Place>,
}

impl Standings {
    /// The share of the win `place` has: 1 alone, a part of it shared, 0 lost.
    pub fn win_share(&self, place: Place) -> f32 {
        if self.winners.contains(&place) {
            1.0 / self.winners.len() as f32
        } else {
            0.0
        }
    }

    /// `place`'s total less the best of the others'.
    pub fn lead(&self, place: Place) -> f32 {
        let own = self.totals.get(place.index()).copied().unwrap_or(0);
        let best_other = self
            .totals
            .iter()
            .enumerate()
            .filter(|&(at, _)| at != place.index())
            .map(|(_, &total)| total)
            .max()
            .unwrap_or(0);
        own as f32 - best_other as f32
    }
}
