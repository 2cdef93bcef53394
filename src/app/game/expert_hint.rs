//! The hint: the person asks the Expert for its move in the step at hand (the Hint button, H,
//! the gamepad's west button). The Expert thinks a slice a frame; its move is then shown on the
//! table (the focus on the die or button, the domino set where it would go) with one line of
//! why, until the game moves on. Not in online games, nor in replays.

use crate::app::table::{Match, thinking_slice};
use bevy::prelude::*;
use kingdomino_core::games::GameKind;

use super::GameplaySystems;
use super::ghost::Placement;
use crate::app::choices::{Choices, ControlPressed, DominoChoice, Focus, Intent, OfferChoices};
use crate::app::platform::redraw::KeepDrawing;
use crate::app::states::Screen;
use kingdomino_core::ai::advice::{Advice, explain};
use kingdomino_core::ai::{ExpertBudget, ExpertPlayer, Player};
use kingdomino_core::duel::{Action, Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineHintsAgreed>();
    app.add_systems(OnEnter(Screen::Table(GameKind::Duel)), forget_hints);
    app.add_systems(
        Update,
        (ask_for_a_hint, think_over_the_hint, point_at_the_hint)
            .chain()
            .in_set(GameplaySystems),
    );
}

/// The hint asked for, thought over or shown, and how many each seat asked this game.
#[derive(Resource, Default)]
pub struct ExpertHint {
    thinking: Option<(GameState, ExpertPlayer<Duel>)>,
    shown: Option<ShownHint>,
    /// The shown hint's choice still to be focused once it is on offer (a power's switch may
    /// need a frame to show it).
    focus_wanted: Vec<Intent>,
    pub asked: [u32; 2],
}

struct ShownHint {
    state: GameState,
    advice: Advice,
}

impl ExpertHint {
    /// What the footer says: the hint for the game as it stands, or that it is being thought.
    /// The domino's dice are named as the table names them now (left, right…).
    pub fn line(&self, game: &Match<Duel>, placement: &Placement) -> Option<Phrase> {
        if self
            .thinking
            .as_ref()
            .is_some_and(|(state, _)| state == game.state())
        {
            return Some(Phrase::new("hint-thinking"));
        }
        let shown = self
            .shown
            .as_ref()
            .filter(|shown| shown.state == *game.state())?;
        Some(
            Phrase::new("hint-expert")
                .with(
                    "move",
                    hinted_move(&game.rules, &shown.state, shown.advice.action, placement),
                )
                .with("why", names::advice_why(&game.rules, &shown.advice)),
        )
    }

    /// The move the hint shows for the game as it stands, once thought.
    pub fn shown_move(&self, game: &Match<Duel>) -> Option<Action> {
        self.shown
            .as_ref()
            .filter(|shown| shown.state == *game.state())
            .map(|shown| shown.advice.action)
    }
}

/// Whether both players of the online game allowed hints, as the server said when the game
/// started.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnlineHintsAgreed(pub bool);

/// Whether this table may ask: a person to act, and online only when both players agreed.
pub fn hints_offered(game: &Match<Duel>, online: OnlineHintsAgreed) -> bool {
    game.person_seat_to_act().is_some() && (!game.is_online() || online.0)
}

fn forget_hints(mut commands: Commands) {
    commands.insert_resource(ExpertHint::default());
}

/// The Hint control (its button presses it too) starts the Expert on the game as it stands; asked again for the
/// same position, the hint is shown again.
fn ask_for_a_hint(
    game: Res<Match<Duel>>,
    mut pressed: MessageReader<ControlPressed>,
    mut hint: ResMut<ExpertHint>,
    online: Res<OnlineHintsAgreed>,
) {
    let asked = pressed
        .read()
        .any(|control| *control == ControlPressed::Hint);
    if !asked || !hints_offered(&game, *online) {
        return;
    }
    let state = game.state();
    if let Some(shown) = hint.shown.as_ref().filter(|shown| shown.state == *state) {
        hint.focus_wanted = intents_to_focus(shown.advice.action);
        return;
    }
    if hint
        .thinking
        .as_ref()
        .is_some_and(|(thought, _)| thought == state)
    {
        return;
    }
    // The same position of the same game gives the same hint.
    let seed = game.seed() ^ game.record().actions.len() as u64;
    let expert = ExpertPlayer::new(seed, ExpertBudget::of::<Duel>());
    hint.thinking = Some((state.clone(), expert));
}

fn think_over_the_hint(
    time: Res<Time>,
    game: Res<Match<Duel>>,
    mut hint: ResMut<ExpertHint>,
    mut placement: ResMut<Placement>,
    mut choices: ResMut<Choices>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    let Some((state, expert)) = hint.thinking.as_mut() else {
        return;
    };
    if state != game.state() {
        hint.thinking = None;
        return;
    }
    keep_drawing.next_frame();
    let Some(action) = expert.think(&game.rules, state, thinking_slice(time.delta())) else {
        return;
    };
    let advice = explain(&game.rules, state, action, expert.imagined_win_share(state));
    let state = state.clone();
    if let Some(seat) = state.to_act() {
        hint.asked[seat] += 1;
        if let Some(aimed) = aim(&game.rules, seat, action, &placement) {
            *placement = aimed;
            choices.focus_on(Focus::Grid);
        }
    }
    hint.focus_wanted = intents_to_focus(action);
    hint.thinking = None;
    hint.shown = Some(ShownHint { state, advice });
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
            Intent::Act(action),
            Intent::Domino(DominoChoice::TurnDie(slot)),
        ],
        Action::TakeTwoDice { dice } => vec![
            Intent::Act(action),
            Intent::Domino(DominoChoice::MarkDie(dice[0])),
            Intent::Domino(DominoChoice::TakeTwoDice),
        ],
        _ => vec![Intent::Act(action)],
    }
}

/// Puts the focus on the hinted choice once the phase offers it.
fn point_at_the_hint(mut hint: ResMut<ExpertHint>, mut choices: ResMut<Choices>) {
    if hint.focus_wanted.is_empty() {
        return;
    }
    let found = hint
        .focus_wanted
        .iter()
        .find_map(|intent| choices.index_of(*intent));
    if let Some(index) = found {
        choices.focus_on(Focus::Choice(index));
        hint.focus_wanted.clear();
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
