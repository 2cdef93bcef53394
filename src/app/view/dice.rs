//! The dice tray: four dice that tumble while rolling, settle on the engine's roll, and fly to
//! the player who takes them.

use std::time::Duration;

use bevy::prelude::*;

use super::faces::{FaceView, face_picture};
use super::motion::{FlyAway, Pop};
use crate::app::AppSystems;
use crate::app::choices::{Choices, DominoChoice, Intent, Look};
use crate::app::game::{DraftMode, Match};
use crate::app::pointer::ChoiceButton;
use crate::app::settings::PlaySettings;
use crate::app::states::Phase;
use crate::app::theme;
use crate::rules::ruleset::DRAFT_DICE;
use crate::rules::{DominoDie, GameState};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Phase::Rolling), settle_dice);
    app.add_systems(OnEnter(Phase::MapFilling), clear_tray);
    app.add_systems(
        Update,
        (
            tumble.run_if(in_state(Phase::Rolling)),
            (send_taken_dice_away, offer_dice).run_if(in_state(Phase::Drafting)),
        )
            .run_if(resource_exists::<Match>)
            .in_set(AppSystems::View),
    );
}

const DIE_SIZE: f32 = 64.0;
/// How often a tumbling die shows another face.
const TUMBLE_STEP: Duration = Duration::from_millis(70);

/// One of the four dice on the tray.
#[derive(Component, Debug)]
struct TrayDie {
    die: u8,
    face: Entity,
    /// It left the tray this turn.
    gone: bool,
}

pub fn spawn_tray(commands: &mut Commands, parent: Entity) {
    let tray = commands
        .spawn((
            Name::new("Dice tray"),
            ChildOf(parent),
            Node {
                column_gap: px(14),
                padding: UiRect::all(px(10)),
                min_height: px(DIE_SIZE + 26.0),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(theme::BUTTON),
        ))
        .id();
    for die in 0..DRAFT_DICE as u8 {
        let frame = commands
            .spawn((
                Name::new(format!("Die {}", die + 1)),
                ChildOf(tray),
                Button,
                ChoiceButton::default(),
                Node {
                    border: UiRect::all(px(3)),
                    border_radius: BorderRadius::all(px(10)),
                    ..default()
                },
                BorderColor::all(Color::NONE),
                BackgroundColor(theme::SHEET),
                Visibility::Hidden,
            ))
            .id();
        let face = commands
            .spawn((ChildOf(frame), face_picture(DIE_SIZE)))
            .id();
        commands.entity(frame).insert(TrayDie {
            die,
            face,
            gone: false,
        });
    }
}

fn tumble(
    time: Res<Time>,
    game: Res<Match>,
    mut dice: Query<(&mut TrayDie, &mut Visibility, &mut UiTransform)>,
    mut faces: Query<&mut FaceView>,
    play: Res<PlaySettings>,
) {
    let elapsed = time.elapsed();
    let frame = elapsed.as_millis() / TUMBLE_STEP.as_millis();
    for (mut tray_die, mut visibility, mut transform) in &mut dice {
        tray_die.gone = false;
        *visibility = Visibility::Inherited;
        let faces_count = game.rules.dice()[usize::from(tray_die.die)].faces.len() as u128;
        let shown = (frame * 7 + u128::from(tray_die.die) * 3 + frame / 3) % faces_count.max(1);
        let die = DominoDie {
            die: tray_die.die,
            face: shown as u8,
            castle_cross: false,
        };
        if let Ok(mut view) = faces.get_mut(tray_die.face) {
            view.set_if_neq(FaceView::of(GameState::face_of(&game.rules, die), 0));
        }
        // Reduced motion: the faces change, the dice stay still.
        let wobble = if play.reduced_motion {
            0.0
        } else {
            (elapsed.as_secs_f32() * 19.0 + f32::from(tray_die.die) * 1.7).sin()
        };
        transform.rotation = Rot2::degrees(wobble * 25.0);
        transform.translation = Val2::px(0.0, -8.0 * wobble.abs());
    }
}

fn settle_dice(
    mut commands: Commands,
    game: Option<Res<Match>>,
    mut dice: Query<(Entity, &TrayDie, &mut UiTransform)>,
    mut faces: Query<&mut FaceView>,
) {
    let Some(game) = game else { return };
    let roll = game.state().roll();
    for (entity, tray_die, mut transform) in &mut dice {
        *transform = UiTransform::IDENTITY;
        let die = DominoDie {
            die: tray_die.die,
            face: roll[usize::from(tray_die.die)],
            castle_cross: false,
        };
        if let Ok(mut view) = faces.get_mut(tray_die.face) {
            view.set_if_neq(FaceView::of(GameState::face_of(&game.rules, die), 0));
        }
        commands.entity(entity).insert(Pop::landing());
    }
}

fn send_taken_dice_away(
    mut commands: Commands,
    game: Res<Match>,
    mut dice: Query<(Entity, &mut TrayDie)>,
) {
    if !game.is_changed() {
        return;
    }
    for (entity, mut tray_die) in &mut dice {
        if tray_die.gone || !game.state().is_taken(tray_die.die) {
            continue;
        }
        tray_die.gone = true;
        let owner = [0u8, 1].into_iter().find(|&seat| {
            game.state()
                .player(seat)
                .domino
                .iter()
                .flatten()
                .any(|taken| taken.die == tray_die.die)
        });
        let towards = if owner == Some(0) { -1.0 } else { 1.0 };
        commands.entity(entity).insert(FlyAway {
            timer: Timer::new(Duration::from_millis(380), TimerMode::Once),
            by: Vec2::new(towards * 300.0, 60.0),
        });
    }
}

/// The dice on offer are the draft's choices; a die marked for the `dd` power is lit.
fn offer_dice(
    choices: Res<Choices>,
    mode: Res<DraftMode>,
    mut dice: Query<(&TrayDie, &mut ChoiceButton, &mut BackgroundColor)>,
) {
    if !choices.is_changed() && !mode.is_changed() {
        return;
    }
    for (tray_die, mut button, mut background) in &mut dice {
        let intent = choices
            .list()
            .iter()
            .find(|choice| choice.look == Look::Die(tray_die.die))
            .map(|choice| choice.intent);
        button.set_if_neq(ChoiceButton(intent));
        let marked = mode.marked == Some(tray_die.die)
            && matches!(intent, Some(Intent::Domino(DominoChoice::MarkDie(_))));
        background.set_if_neq(BackgroundColor(if marked {
            theme::FOCUS
        } else {
            theme::SHEET
        }));
    }
}

fn clear_tray(mut dice: Query<(&mut TrayDie, &mut Visibility, &mut ChoiceButton)>) {
    for (mut tray_die, mut visibility, mut button) in &mut dice {
        tray_die.gone = true;
        *visibility = Visibility::Hidden;
        *button = ChoiceButton(None);
    }
}
