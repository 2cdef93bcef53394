//! The original Kingdomino at the seam every game shares: its engine answers as a
//! [`TableGame`] on either grid, a line of dominoes being what a server deals from outside the
//! seed.

use super::{Action, ActionError, AnyGame, DYNASTY_GAMES, DealError, GameOptions, OriginalRules};
use crate::rule_file::RuleSetError;
use crate::table::{Moment, Place, Standings, TableGame};

/// The original Kingdomino, for two to four players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Original;

impl TableGame for Original {
    type Rules = OriginalRules;
    type Options = GameOptions;
    type State = AnyGame;
    type Action = Action;
    type Refusal = ActionError;
    type Reports = ();
    /// A line's dominoes, by number.
    type Deal = Vec<u8>;
    type DealRefusal = DealError;

    const NAME: &'static str = "kingdomino";
    const SAVE_FILE: &'static str = "kingdom-save.ron";
    const RULES_FILE: &'static str = "rules/kingdomino.rules.ron";

    fn builtin_rules() -> OriginalRules {
        OriginalRules::builtin()
    }

    fn read_rules(text: &str, source: &str) -> Result<OriginalRules, RuleSetError> {
        OriginalRules::from_ron(text, source)
    }

    fn rules_id(rules: &OriginalRules) -> &str {
        rules.id()
    }

    fn describe(options: GameOptions) -> String {
        let game = if options.mighty_duel {
            "Kingdomino's Mighty Duel".into()
        } else {
            format!("Kingdomino for {}", options.players)
        };
        if options.dynasty {
            format!("{game}, a Dynasty of {DYNASTY_GAMES} games")
        } else {
            game
        }
    }

    fn games_in_series(options: GameOptions) -> usize {
        if options.dynasty { DYNASTY_GAMES } else { 1 }
    }

    fn fingerprint(rules: &OriginalRules) -> u64 {
        rules.fingerprint()
    }

    fn start(rules: &OriginalRules, options: GameOptions, seed: u64) -> Option<AnyGame> {
        AnyGame::new(rules, options, seed)
    }

    fn places(game: &AnyGame) -> usize {
        usize::from(game.options().players)
    }

    fn to_act(game: &AnyGame) -> Option<Place> {
        game.player_to_act()
    }

    fn legal_actions(_: &OriginalRules, game: &AnyGame) -> Vec<Action> {
        game.legal_actions()
    }

    fn check(_: &OriginalRules, game: &AnyGame, action: Action) -> Result<(), ActionError> {
        game.check(action)
    }

    fn apply(_: &OriginalRules, game: &mut AnyGame, action: Action) -> Result<(), ActionError> {
        game.apply(action)
    }

    fn apply_quietly(
        _: &OriginalRules,
        game: &mut AnyGame,
        action: Action,
    ) -> Result<(), ActionError> {
        game.apply(action)
    }

    fn standings(_: &OriginalRules, game: &AnyGame) -> Standings {
        Standings {
            totals: game.scores().iter().map(|sheet| sheet.total).collect(),
            winners: game.winners(),
        }
    }

    fn moment(game: &AnyGame) -> Moment {
        Moment {
            name: "round",
            number: u32::from(game.round()),
        }
    }

    /// A line for every line laid out.
    fn deals_due(game: &AnyGame) -> usize {
        game.lines_laid()
    }

    fn take_deal(
        _: &OriginalRules,
        game: &mut AnyGame,
        numbers: &Vec<u8>,
        (): &mut (),
    ) -> Result<(), DealError> {
        game.deal_next_line(numbers)
    }

    fn deal_words(index: usize) -> String {
        format!("line {}", index + 1)
    }
}
