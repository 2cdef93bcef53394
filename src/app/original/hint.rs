//! The Expert's hint at the original table (`table::hint` finds it): the focus goes to the
//! domino it would claim, or Discard, or the held domino goes where it would add it; the prompt
//! says so, and why, while it stands.

use bevy::prelude::*;

use super::{HeldDomino, OriginalPrompt};
use crate::app::choices::{Choices, Focus, Intent, OfferChoices};
use crate::app::original::OriginalChoice;
use crate::app::original::TABLE;
use crate::app::states::{AppSystems, Pause};
use crate::app::table::{Hint, HintFound, HintSystems, Match};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Action, Original};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        point_at_the_hint
            .after(HintSystems)
            // Its words over the prompt the person's turn wrote.
            .after(super::person::offer_choices)
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Original>>))
            .in_set(AppSystems::Decide),
    );
}

/// What the prompt says instead of its own while the hint stands: that the Expert thinks, or
/// its move (a place only while the domino is held where the hint put it), and why.
fn hint_words(hint: &Hint<Original>, game: &Match<Original>, held: &HeldDomino) -> Option<Phrase> {
    if hint.is_thinking(game) {
        return Some(Phrase::new("hint-thinking"));
    }
    let found = hint.found(game)?;
    let move_words = match found.action {
        Action::Claim { slot } => {
            let domino = game.state().next_line().get(usize::from(slot))?.domino;
            Phrase::new("original-hint-claim").with("number", domino.number)
        }
        Action::Place { first, direction } => {
            if (held.first, held.direction) != (first, direction) {
                return None;
            }
            Phrase::new("original-hint-place")
        }
        Action::Discard => Phrase::new("original-hint-discard"),
    };
    Some(match found.share {
        Some(share) => Phrase::lines(vec![
            move_words,
            Phrase::new("original-hint-why").with("share", (share * 100.0).round() as usize),
        ]),
        None => move_words,
    })
}

/// Once, as the hint is found: the focus on its choice, or the held domino where it goes; its
/// words on the prompt while it stands (the pause's own words stand while it lasts).
fn point_at_the_hint(
    mut found: MessageReader<HintFound<Original>>,
    hint: Res<Hint<Original>>,
    game: Res<Match<Original>>,
    paused: Res<State<Pause>>,
    mut held: ResMut<HeldDomino>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<OriginalPrompt>,
) {
    for found in found.read() {
        match found.action {
            Action::Place { first, direction } => {
                held.first = first;
                held.direction = direction;
                choices.focus_on(Focus::Grid);
            }
            action => {
                let intent = Intent::game(OriginalChoice::Act(action));
                if let Some(index) = choices.index_of(intent) {
                    choices.focus_on(Focus::Choice(index));
                }
            }
        }
    }
    if let Some(words) = hint_words(&hint, &game, &held).filter(|_| *paused.get() == Pause::Running)
    {
        prompt.set_if_neq(OriginalPrompt(words));
    }
}
