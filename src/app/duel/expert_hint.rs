//! The hint at the Duel's table (`table::hint` finds it): its move shown on the table (the
//! focus on the die or button, the domino set where it would go) with one line of why, until
//! the game moves on.

use bevy::prelude::*;

use super::GameplaySystems;
use super::ghost::Placement;
use crate::app::choices::{Choices, Focus, Intent, OfferChoices};
use crate::app::duel::TABLE;
use crate::app::duel::{DominoChoice, DuelChoice};
use crate::app::table::{Hint, HintFound, HintSystems, Match};
use kingdomino_core::ai::advice::{Advice, explain};
use kingdomino_core::duel::{Action, Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintShown>();
    app.add_systems(OnEnter(TABLE), forget_the_hint);
    app.add_systems(
        Update,
        (show_the_hint, point_at_the_hint)
            .chain()
            .after(HintSystems)
            .in_set(GameplaySystems),
    );
}

/// The hint shown: the Expert's advice for the game after so many actions, and the choices
/// still to be focused once they are on offer (a power's switch may need a frame to show).
#[derive(Resource, Default)]
pub struct HintShown {
    advice: Option<(usize, Advice)>,
    focus_wanted: Vec<Intent>,
}

impl HintShown {
    /// What the footer says: the hint for the game as it stands, or that it is being thought.
    /// The domino's dice are named as the table names them now (left, right…).
    pub fn line(
        &self,
        hint: &Hint<Duel>,
        game: &Match<Duel>,
        placement: &Placement,
    ) -> Option<Phrase> {
        if hint.is_thinking(game) {
            return Some(Phrase::new("hint-thinking"));
        }
        let played = game.record().actions.len();
        let (_, advice) = self.advice.as_ref().filter(|(at, _)| *at == played)?;
        Some(
            Phrase::new("hint-expert")
                .with(
                    "move",
                    hinted_move(&game.rules, game.state(), advice.action, placement),
                )
                .with("why", names::advice_why(&game.rules, advice)),
        )
    }
}

fn forget_the_hint(mut shown: ResMut<HintShown>) {
    *shown = HintShown::default();
}

/// The hint found: explained, the domino set where it would go, the focus wanted on its choice.
fn show_the_hint(
    mut found: MessageReader<HintFound<Duel>>,
    game: Res<Match<Duel>>,
    mut shown: ResMut<HintShown>,
    mut placement: ResMut<Placement>,
    mut choices: ResMut<Choices>,
) {
    for found in found.read() {
        let state = game.state();
        if let Some(seat) = state.to_act()
            && let Some(aimed) = aim(&game.rules, seat, found.action, &placement)
        {
            *placement = aimed;
            choices.focus_on(Focus::Grid);
        }
        shown.focus_wanted = intents_to_focus(found.action);
        let advice = explain(&game.rules, state, found.action, found.share);
        shown.advice = Some((game.record().actions.len(), advice));
    }
}

/// The domino set where the hint draws it (or the cursor on the square of the `q` power's
/// cross); none for a move made with a button.
fn aim(
    rules: &RuleSet,
    seat: SeatNumber,
    action: Action,
    placement: &Placement,
) -> Option<Placement> {
    match action {
        Action::Draw(drawing) => Some(Placement::aimed_at(rules.board(), seat, drawing)),
        Action::PlaceCross { cell } => Some(Placement {
            cursor: cell,
            ..placement.clone()
        }),
        _ => None,
    }
}

/// The choices that lead to the move, the nearest first: the move's own button, else the
/// preparation that shows it.
fn intents_to_focus(action: Action) -> Vec<Intent> {
    match action {
        Action::Draw(_) | Action::PlaceCross { .. } => Vec::new(),
        Action::TurnDie { slot, .. } => vec![
            Intent::game(DuelChoice::Act(action)),
            Intent::game(DuelChoice::Domino(DominoChoice::TurnDie(slot))),
        ],
        Action::TakeTwoDice { dice } => vec![
            Intent::game(DuelChoice::Act(action)),
            Intent::game(DuelChoice::Domino(DominoChoice::MarkDie(dice[0]))),
            Intent::game(DuelChoice::Domino(DominoChoice::TakeTwoDice)),
        ],
        _ => vec![Intent::game(DuelChoice::Act(action))],
    }
}

/// Puts the focus on the hinted choice once the phase offers it.
fn point_at_the_hint(mut shown: ResMut<HintShown>, mut choices: ResMut<Choices>) {
    if shown.focus_wanted.is_empty() {
        return;
    }
    let found = shown
        .focus_wanted
        .iter()
        .find_map(|intent| choices.index_of(intent.clone()));
    if let Some(index) = found {
        choices.focus_on(Focus::Choice(index));
        shown.focus_wanted.clear();
    }
}

/// The move in the words of the hint line.
fn hinted_move(
    rules: &RuleSet,
    state: &GameState,
    action: Action,
    placement: &Placement,
) -> Phrase {
    let seat = state.to_act().unwrap_or(SeatNumber::FIRST);
    let side = |slot: u8| placement.die_sides()[usize::from(slot % 2)].die();
    match action {
        Action::TakeDie { die } => Phrase::new("hint-move-take-die").with("die", die + 1),
        Action::TakeTwoDice {
            dice: [first, second],
        } => Phrase::new("hint-move-take-two-dice")
            .with("first", first + 1)
            .with("second", second + 1),
        Action::CastleBonus { slot } => {
            Phrase::new("hint-move-castle-bonus").with("die", side(slot))
        }
        Action::TurnDie { slot, face } => {
            let turned = state.player(seat).turned_face(rules, slot, face);
            Phrase::new("hint-move-turn-die")
                .with("die", side(slot))
                .with(
                    "face",
                    turned.map_or(String::new(), |face| rules.face_code(face)),
                )
        }
        Action::Draw(_) => Phrase::new("hint-move-draw"),
        Action::ChooseJokerCoat { coat } => {
            Phrase::new("hint-move-joker-coat").with("coat", names::coat(rules, coat))
        }
        Action::Pass => Phrase::new("hint-move-pass"),
        Action::ChooseBonusCoat { coat } => {
            Phrase::new("hint-move-bonus-coat").with("coat", names::coat(rules, coat))
        }
        Action::PlaceCross { .. } => Phrase::new("hint-move-extra-cross"),
    }
}
