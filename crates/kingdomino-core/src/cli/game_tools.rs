//! What a game brings to the command line beside the seam: its rule set's file, its kingdoms'
//! text format and their count, where a domino may go, and its moves and counts in the
//! command line's words. Each command is written once and asks these of the game played.

use std::path::Path;

use serde_json::Value;

use super::CommandError;
use crate::games::Playable;
use crate::table::Place;

/// The Duel's powers a placement may use.
#[derive(Clone, Copy, Debug, Default)]
pub struct Powers {
    /// The `s` power: the two squares need not touch.
    pub split: bool,
    /// The `d` power: the connection rules do not apply.
    pub ignore_connection: bool,
}

pub trait GameTools: Playable {
    /// Who the game is for, said to a command asking for another number of players.
    fn players_offered(rules: &Self::Rules, mighty_duel: bool) -> String;

    /// The count of a kingdom file's text (`path` names it in the errors), domain by domain,
    /// as lines or JSON.
    fn score(
        rules: &Self::Rules,
        path: &Path,
        text: &str,
        json: bool,
    ) -> Result<String, CommandError>;

    /// Every place for a domino of the squares `codes` in a kingdom file's text, each as the
    /// two squares' rows and columns from 1, sorted; and the line that heads the list.
    fn placements(
        rules: &Self::Rules,
        path: &Path,
        text: &str,
        codes: &[String; 2],
        powers: Powers,
    ) -> Result<(Vec<[[i32; 2]; 2]>, String), CommandError>;

    /// A move of the player to act at `state`, in the command line's words.
    fn move_words(rules: &Self::Rules, state: &Self::State, action: Self::Action) -> String;

    /// What the player to act at `state` is to do ("take a die").
    fn to_do(state: &Self::State) -> &'static str;

    /// Why the Expert chose `action` beyond the share of its imagined games it won: what the
    /// move adds, in the hint's words.
    fn why(
        rules: &Self::Rules,
        state: &Self::State,
        action: Self::Action,
        win_share: Option<f32>,
    ) -> String;

    /// What a count of `place` holds beside its points, as the game counts ties (JSON).
    fn count_facts(rules: &Self::Rules, state: &Self::State, place: Place) -> Value;

    /// [`GameTools::count_facts`] in words: "largest domain 5, 3 crowns".
    fn count_words(rules: &Self::Rules, state: &Self::State, place: Place) -> String;

    /// What settled the win once the game is over, said after the winner: " by the larger
    /// domain", or nothing.
    fn decided_by(rules: &Self::Rules, state: &Self::State) -> &'static str;
}
