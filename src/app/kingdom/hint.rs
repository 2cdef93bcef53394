//! The hint at the original table: the person to act asks the Expert for its move (Hint, H, the
//! pad's west button); it thinks a slice a frame, then its move is shown: the focus on the
//! domino it would claim, the held domino put where it would add it, or the focus on Discard,
//! the prompt saying so while it stands. Not in replays, nor while the game is paused, nor
//! online unless every player of the room allowed hints.

use crate::app::states::{AppSystems, Pause, Screen};
use crate::app::table::{Match, Watching, thinking_slice};
use bevy::prelude::*;
use kingdomino_core::games::GameKind;

use super::{HeldDomino, KingdomPrompt};
use crate::app::choices::{
    ChoiceMade, Choices, ControlPressed, Focus, Intent, KingdomChoice, OfferChoices,
};
use crate::app::game::expert_hint::OnlineHintsAgreed;
use crate::app::platform::redraw::KeepDrawing;
use kingdomino_core::ai::{ExpertBudget, ExpertPlayer, Player};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Action, Kingdomino};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KingdomHint>();
    app.add_systems(
        OnEnter(Screen::Table(GameKind::Kingdomino)),
        forget_the_hint,
    );
    app.add_systems(
        Update,
        (ask_for_a_hint, think_over_the_hint, point_at_the_hint)
            .chain()
            // Its words over the prompt the person's turn wrote.
            .after(super::person::offer_choices)
            .run_if(
                in_state(Screen::Table(GameKind::Kingdomino))
                    .and_then(resource_exists::<Match<Kingdomino>>),
            )
            .in_set(AppSystems::Decide),
    );
}

/// The hint asked for, being thought over or shown, for the game after so many actions.
#[derive(Resource, Default)]
pub struct KingdomHint {
    thinking: Option<(usize, ExpertPlayer<Kingdomino>)>,
    shown: Option<(usize, Action)>,
    /// Why: the share of the games the Expert imagined that its move won.
    share: Option<f32>,
}

impl KingdomHint {
    /// What the prompt says instead of its own while the hint stands: that the Expert thinks,
    /// or its move (a place only while the domino is held where the hint put it).
    pub fn words(&self, game: &Match<Kingdomino>, held: &HeldDomino) -> Option<Phrase> {
        let played = game.record().actions.len();
        if self.thinking.as_ref().is_some_and(|(at, _)| *at == played) {
            return Some(Phrase::new("hint-thinking"));
        }
        let (at, action) = self.shown?;
        if at != played {
            return None;
        }
        let why = self.share.map(|share| {
            Phrase::new("kingdom-hint-why").with("share", (share * 100.0).round() as usize)
        });
        let move_words = match action {
            Action::Claim { slot } => {
                let domino = game.state().next_line().get(usize::from(slot))?.domino;
                Some(Phrase::new("kingdom-hint-claim").with("number", domino.number))
            }
            Action::Place { first, direction } => (held.first == first
                && held.direction == direction)
                .then(|| Phrase::new("kingdom-hint-place")),
            Action::Discard => Some(Phrase::new("kingdom-hint-discard")),
        }?;
        Some(match why {
            Some(why) => Phrase::lines(vec![move_words, why]),
            None => move_words,
        })
    }
}

fn forget_the_hint(mut hint: ResMut<KingdomHint>) {
    *hint = KingdomHint::default();
}

fn ask_for_a_hint(
    mut pressed: MessageReader<ControlPressed>,
    mut made: MessageReader<ChoiceMade>,
    game: Res<Match<Kingdomino>>,
    paused: Res<State<Pause>>,
    watching: Option<Res<Watching<Kingdomino>>>,
    online: Res<OnlineHintsAgreed>,
    mut hint: ResMut<KingdomHint>,
) {
    let by_key = pressed
        .read()
        .any(|control| *control == ControlPressed::Hint);
    let by_button = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Kingdom(KingdomChoice::Hint));
    let offered =
        game.hints_offered(online.0) && watching.is_none() && *paused.get() == Pause::Running;
    if !(by_key || by_button) || !offered || game.person_to_act().is_none() {
        return;
    }
    let played = game.record().actions.len();
    if hint.shown.is_some_and(|(at, _)| at == played) {
        // Asked again: shown again, where the person had moved away from it.
        hint.set_changed();
        return;
    }
    if hint.thinking.as_ref().is_none_or(|(at, _)| *at != played) {
        let expert = ExpertPlayer::new(
            game.seed() ^ played as u64,
            ExpertBudget::of::<Kingdomino>(),
        );
        hint.thinking = Some((played, expert));
    }
}

fn think_over_the_hint(
    time: Res<Time>,
    game: Res<Match<Kingdomino>>,
    mut hint: ResMut<KingdomHint>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    // Looked at before it is touched: a hint changed is pointed at again.
    if hint.thinking.is_none() {
        return;
    }
    let played = game.record().actions.len();
    let Some((at, mut expert)) = hint.thinking.take() else {
        return;
    };
    // The game moved on: the question is gone.
    if at != played {
        return;
    }
    keep_drawing.next_frame();
    match expert.think(&game.rules, game.state(), thinking_slice(time.delta())) {
        Some(action) => {
            hint.share = expert.imagined_win_share(game.state());
            hint.shown = Some((played, action));
        }
        None => hint.thinking = Some((at, expert)),
    }
}

/// Once, as the hint is found: the focus on its choice, or the held domino where it goes.
fn point_at_the_hint(
    hint: Res<KingdomHint>,
    game: Res<Match<Kingdomino>>,
    paused: Res<State<Pause>>,
    mut held: ResMut<HeldDomino>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<KingdomPrompt>,
) {
    if hint.is_changed()
        && let Some((at, action)) = hint.shown
        && at == game.record().actions.len()
        && hint.thinking.is_none()
    {
        match action {
            Action::Place { first, direction } => {
                held.first = first;
                held.direction = direction;
                choices.focus_on(Focus::Grid);
            }
            _ => {
                if let Some(index) = choices.index_of(Intent::Kingdom(KingdomChoice::Act(action))) {
                    choices.focus_on(Focus::Choice(index));
                }
            }
        }
    }
    // The pause's own words stand while it lasts.
    if let Some(words) = hint
        .words(&game, &held)
        .filter(|_| *paused.get() == Pause::Running)
    {
        prompt.set_if_neq(KingdomPrompt(words));
    }
}
