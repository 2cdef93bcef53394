//! Small animations on UI nodes: a pop when something appears, a square sketched in as it is
//! drawn, a die flying off the tray, a piece sliding in from where it was.
//! They run on the game's virtual clock, so the pause menu freezes them; with reduced motion
//! they end where they would have landed at once.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::runtime::redraw::KeepDrawing;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sketch, pop, fly_away, slide_in).in_set(AppSystems::View),
    );
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

/// Drawn in as a pencil would: the picture sweeps in from its left edge, then settles with a
/// tap as its crosses go in.
#[derive(Component, Debug)]
#[require(UiTransform)]
pub struct Sketch {
    timer: Timer,
}

impl Sketch {
    /// A square of a domino just drawn; the second of the two starts `after` the first.
    pub fn drawn(after: Duration) -> Sketch {
        Sketch {
            timer: Timer::new(SKETCH_TIME + after, TimerMode::Once),
        }
    }
}

const SKETCH_TIME: Duration = Duration::from_millis(360);

fn sketch(
    mut commands: Commands,
    time: Res<Time>,
    mut nodes: Query<(Entity, &mut Sketch, &mut UiTransform)>,
    mut keep_drawing: ResMut<KeepDrawing>,
    play: Res<PlaySettings>,
) {
    for (entity, mut sketch, mut transform) in &mut nodes {
        keep_drawing.next_frame_on(&time);
        let delta = step(&time, &sketch.timer, &play);
        sketch.timer.tick(delta);
        let left = sketch.timer.remaining().as_secs_f32();
        let t = (1.0 - left / SKETCH_TIME.as_secs_f32()).clamp(0.0, 1.0);
        // Growing from the left edge: scaled about the centre, moved by what it lacks.
        let sweep = ease_out(t);
        transform.scale = Vec2::new(sweep.max(0.001), 1.0);
        transform.translation = Val2::percent(-50.0 * (1.0 - sweep), 0.0);
        if sketch.timer.is_finished() {
            *transform = UiTransform::IDENTITY;
            commands
                .entity(entity)
                .remove::<Sketch>()
                .insert(Pop::quick());
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
    mut keep_drawing: ResMut<KeepDrawing>,
    play: Res<PlaySettings>,
) {
    for (entity, mut pop, mut transform) in &mut nodes {
        keep_drawing.next_frame_on(&time);
        let delta = step(&time, &pop.timer, &play);
        pop.timer.tick(delta);
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
    mut keep_drawing: ResMut<KeepDrawing>,
    play: Res<PlaySettings>,
) {
    for (entity, mut flight, mut transform, mut visibility) in &mut nodes {
        keep_drawing.next_frame_on(&time);
        let delta = step(&time, &flight.timer, &play);
        flight.timer.tick(delta);
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

/// Drawn where it belongs but starting `by` pixels away, it slides home over the pieces
/// around it.
#[derive(Component, Debug)]
#[require(UiTransform)]
pub struct SlideIn {
    timer: Timer,
    by: Vec2,
}

impl SlideIn {
    pub fn from(by: Vec2) -> (SlideIn, GlobalZIndex) {
        let slide = SlideIn {
            timer: Timer::new(Duration::from_millis(450), TimerMode::Once),
            by,
        };
        (slide, GlobalZIndex(10))
    }
}

fn slide_in(
    mut commands: Commands,
    time: Res<Time>,
    mut nodes: Query<(Entity, &mut SlideIn, &mut UiTransform)>,
    mut keep_drawing: ResMut<KeepDrawing>,
    play: Res<PlaySettings>,
) {
    for (entity, mut slide, mut transform) in &mut nodes {
        keep_drawing.next_frame_on(&time);
        let delta = step(&time, &slide.timer, &play);
        slide.timer.tick(delta);
        let left = 1.0 - ease_in_out(slide.timer.fraction());
        transform.translation = Val2::px(slide.by.x * left, slide.by.y * left);
        if slide.timer.is_finished() {
            *transform = UiTransform::IDENTITY;
            commands.entity(entity).remove::<(SlideIn, GlobalZIndex)>();
        }
    }
}

/// How far an animation moves this frame: all the way with reduced motion.
fn step(time: &Time, timer: &Timer, play: &PlaySettings) -> Duration {
    if play.reduced_motion {
        timer.duration()
    } else {
        time.delta()
    }
}

/// Gentle at both ends, as a piece picked up and put down.
fn ease_in_out(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Fast at first, gentle at the end.
pub fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}
