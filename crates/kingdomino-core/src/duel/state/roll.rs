//! The dice: each turn's roll comes from the game's seed, unless it is given from outside (a
//! server rolling for an online game, a record that kept its rolls, a chosen example).

use super::{GameState, Step};
use crate::duel::action::ActionError;
use crate::duel::report::Report;
use crate::duel::ruleset::{DRAFT_DICE, Die, RuleSet};
use crate::rng::DrawBelow;

impl GameState {
    pub(super) fn roll_dice(&mut self, rules: &RuleSet) {
        for (face, die) in self.roll.iter_mut().zip(rules.dice()) {
            *face = self.rng.below(die.faces.len() as u32) as u8;
        }
    }

    /// Replaces this turn's roll with faces rolled elsewhere, before anyone has chosen from
    /// it: at the start of a turn only, each face one its die has. The seed's roll is what
    /// the game shows until then.
    pub fn give_roll(
        &mut self,
        rules: &RuleSet,
        faces: [u8; DRAFT_DICE],
    ) -> Result<Report, ActionError> {
        if self.step == Step::GameOver {
            return Err(ActionError::GameOver);
        }
        if self.step != (Step::Draft { pick: 0 }) || self.taken != 0 {
            return Err(ActionError::NotNow);
        }
        let has_face = |(die, &face): (&Die, &u8)| usize::from(face) < die.faces.len();
        if !rules.dice().iter().zip(&faces).all(has_face) {
            return Err(ActionError::NoSuchFace);
        }
        self.roll = faces;
        Ok(Report::Rolled {
            turn: self.turn,
            faces,
        })
    }

    /// Gives the turn just begun by an action its roll from outside, in the action's reports
    /// too: the seed's roll the engine reported is replaced by the given one.
    pub fn give_roll_after(
        &mut self,
        rules: &RuleSet,
        faces: [u8; DRAFT_DICE],
        reports: &mut Vec<Report>,
    ) -> Result<(), ActionError> {
        let rolled = self.give_roll(rules, faces)?;
        reports.retain(|report| !matches!(report, Report::Rolled { .. }));
        reports.push(rolled);
        Ok(())
    }
}
