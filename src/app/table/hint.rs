//! The Expert's hint, at any game's table: the person to act asks (the Hint control, its
//! button, or the hint among the choices), the Expert thinks over the game as it stands a slice
//! a frame, and the move it found is told (`HintFound`) for the game's table to show its own way.
//! Not in replays, nor while the game is paused, nor online unless every player of the room
//! allowed hints.

use bevy::prelude::*;

use super::{Match, Playing, TableApp, screen, thinking_slice};
use crate::app::choices::{ChoiceMade, ControlPressed, Intent};
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::AppSystems;
use kingdomino_core::ai::{ExpertBudget, ExpertPlayer, Player};

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    app.init_resource::<OnlineHintsAgreed>();
    app.init_resource::<Hint<G>>();
    app.add_message::<HintFound<G>>();
    app.add_systems(OnEnter(screen::<G>()), forget_the_hint::<G>);
    app.add_systems(
        Update,
        (ask_for_a_hint::<G>, think_over_the_hint::<G>)
            .chain()
            .in_set(HintSystems)
            .in_set(Playing)
            .run_if(in_state(screen::<G>()).and_then(resource_exists::<Match<G>>))
            .in_set(AppSystems::Decide),
    );
}

/// The hint's asking and thinking in a frame: what shows a hint found runs after them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HintSystems;

/// Whether every player of the online room allowed hints, as its server said when the game
/// started.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnlineHintsAgreed(pub bool);

/// The hint asked for, being thought over or found, for the game after so many actions; and
/// how many each place asked this game.
#[derive(Resource)]
pub struct Hint<G: TableApp> {
    thinking: Option<(usize, ExpertPlayer<G>)>,
    found: Option<(usize, HintFound<G>)>,
    pub asked: Vec<u32>,
}

impl<G: TableApp> Default for Hint<G> {
    fn default() -> Hint<G> {
        Hint {
            thinking: None,
            found: None,
            asked: Vec::new(),
        }
    }
}

impl<G: TableApp> Hint<G> {
    /// Whether the Expert is thinking over the game as it stands.
    pub fn is_thinking(&self, game: &Match<G>) -> bool {
        let played = game.record().actions.len();
        self.thinking.as_ref().is_some_and(|(at, _)| *at == played)
    }

    /// The hint for the game as it stands, once found.
    pub fn found(&self, game: &Match<G>) -> Option<&HintFound<G>> {
        let played = game.record().actions.len();
        self.found
            .as_ref()
            .filter(|(at, _)| *at == played)
            .map(|(_, found)| found)
    }
}

/// The Expert's move for the game as it stands, found (or asked for again), for the table to
/// show.
#[derive(Message, Clone, Copy, Debug)]
pub struct HintFound<G: TableApp> {
    pub action: G::Action,
    /// Why: the share of the games the Expert imagined that its move won.
    pub share: Option<f32>,
}

fn forget_the_hint<G: TableApp>(mut hint: ResMut<Hint<G>>) {
    *hint = Hint::default();
}

/// The Hint control (its button presses it too) or the hint among the choices starts the Expert
/// on the game as it stands; asked again for the same position, the hint is shown again.
fn ask_for_a_hint<G: TableApp>(
    game: Res<Match<G>>,
    mut pressed: MessageReader<ControlPressed>,
    mut made: MessageReader<ChoiceMade>,
    online: Res<OnlineHintsAgreed>,
    mut hint: ResMut<Hint<G>>,
    mut found: MessageWriter<HintFound<G>>,
) {
    let by_control = pressed
        .read()
        .any(|control| *control == ControlPressed::Hint);
    let by_choice = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Hint);
    if !(by_control || by_choice) || !game.hints_offered(online.0) {
        return;
    }
    if let Some(shown) = hint.found(&game) {
        found.write(*shown);
        return;
    }
    if hint.is_thinking(&game) {
        return;
    }
    // The same position of the same game gives the same hint.
    let played = game.record().actions.len();
    let expert = ExpertPlayer::new(game.seed() ^ played as u64, ExpertBudget::of::<G>());
    hint.thinking = Some((played, expert));
}

fn think_over_the_hint<G: TableApp>(
    time: Res<Time>,
    game: Res<Match<G>>,
    mut hint: ResMut<Hint<G>>,
    mut found: MessageWriter<HintFound<G>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    // Looked at before it is touched: a hint resource changed is news to its views.
    let Some(at) = hint.thinking.as_ref().map(|(at, _)| *at) else {
        return;
    };
    let played = game.record().actions.len();
    if at != played {
        // The game moved on: the question is gone.
        hint.thinking = None;
        return;
    }
    keep_drawing.next_frame();
    let hint = &mut *hint;
    let Some((_, expert)) = hint.thinking.as_mut() else {
        return;
    };
    let Some(action) = expert.think(&game.rules, game.state(), thinking_slice(time.delta())) else {
        return;
    };
    let share = expert.imagined_win_share(game.state());
    if let Some(place) = G::to_act(game.state()) {
        if hint.asked.len() <= place.index() {
            hint.asked.resize(place.index() + 1, 0);
        }
        hint.asked[place.index()] += 1;
    }
    let shown = HintFound { action, share };
    hint.thinking = None;
    hint.found = Some((played, shown));
    found.write(shown);
}
