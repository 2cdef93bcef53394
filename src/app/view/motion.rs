//! Small animations on UI nodes: a pop when something appears, a die flying off the tray.
//! They run on the game's virtual clock, so the pause menu freezes them.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::app::game::{Match, Pause, Phase};
use crate::app::screens::{Screen, Tally};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (pop, fly_away).in_set(super::ViewSystems));
    app.add_systems(
        Update,
        keep_animating.run_if(resource_exists::<Messages<RequestRedraw>>),
    );
}

/// The window only redraws on input while the game waits for the player; anything moving,
/// and the computer thinking, asks for every frame.
fn keep_animating(
    moving: Query<(), Or<(With<Pop>, With<FlyAway>)>>,
    phase: Option<Res<State<Phase>>>,
    pause: Option<Res<State<Pause>>>,
    game: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    tally: Option<Res<Tally>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let paused = pause.is_some_and(|pause| *pause.get() == Pause::Paused);
    let timed_phase =
        phase.is_some_and(|phase| matches!(phase.get(), Phase::Rolling | Phase::Spellbook));
    let computer_turn = game.is_some_and(|game| {
        *screen.get() == Screen::Game
            && game.state.to_act().is_some_and(|seat| !game.is_human(seat))
    });
    let counting = *screen.get() == Screen::GameOver && tally.is_some_and(|tally| !tally.done);
    let loading = *screen.get() == Screen::Loading;
    if loading || counting || (!paused && (timed_phase || computer_turn)) || !moving.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// Grows from `from` times its size back to its own size.
#[derive(Component, Debug)]
#[require(UiTransform)]
pub struct Pop {
    timer: Timer,
    from: f32,
}

impl Pop {
    /// A die landing on a player's domino, a spellbook square being filled.
    pub fn landing() -> Pop {
        Pop {
            timer: Timer::new(Duration::from_millis(320), TimerMode::Once),
            from: 1.6,
        }
    }

    /// The ghost domino moving to a new square.
    pub fn quick() -> Pop {
        Pop {
            timer: Timer::new(Duration::from_millis(120), TimerMode::Once),
            from: 0.7,
        }
    }
}

/// Flies off by `by` pixels while shrinking, then hides.
#[derive(Component, Debug)]
#[require(UiTransform)]
pub struct FlyAway {
    pub timer: Timer,
    pub by: Vec2,
}

fn pop(
    mut commands: Commands,
    time: Res<Time>,
    mut nodes: Query<(Entity, &mut Pop, &mut UiTransform)>,
) {
    for (entity, mut pop, mut transform) in &mut nodes {
        pop.timer.tick(time.delta());
        let t = ease_out(pop.timer.fraction());
        transform.scale = Vec2::splat(pop.from + (1.0 - pop.from) * t);
        if pop.timer.is_finished() {
            transform.scale = Vec2::ONE;
            commands.entity(entity).remove::<Pop>();
        }
    }
}

fn fly_away(
    mut commands: Commands,
    time: Res<Time>,
    mut nodes: Query<(Entity, &mut FlyAway, &mut UiTransform, &mut Visibility)>,
) {
    for (entity, mut flight, mut transform, mut visibility) in &mut nodes {
        flight.timer.tick(time.delta());
        let t = ease_out(flight.timer.fraction());
        transform.translation = Val2::px(flight.by.x * t, flight.by.y * t);
        transform.scale = Vec2::splat(1.0 - 0.7 * t);
        if flight.timer.is_finished() {
            *visibility = Visibility::Hidden;
            *transform = UiTransform::IDENTITY;
            commands.entity(entity).remove::<FlyAway>();
        }
    }
}

/// Fast at first, gentle at the end.
fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}
