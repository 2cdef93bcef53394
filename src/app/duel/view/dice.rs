//! The dice tray: four dice thrown across it, bouncing and turning over their shadows, that
//! settle on the engine's roll and fly to the player who takes them, leaving that player's mark
//! in their place.

use crate::app::table::Match;
use kingdomino_core::duel::{DominoDie, Duel, GameState, SeatNumber};
use std::time::Duration;

use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;

use super::faces::{FaceView, face_picture};
use super::table_arrangement::NearSeat;
use crate::app::choices::pointer::ChoiceButton;
use crate::app::choices::{Choices, Intent, Look};
use crate::app::duel::DuelPhase;
use crate::app::duel::{DominoChoice, DuelChoice};
use crate::app::duel::{DraftMode, ROLL_TIME, RollTimer};
use crate::app::language::Localized;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;
use crate::app::theme;
use crate::app::view::motion::{FlyAway, Pop, ease_out};
use crate::app::view::reader::NamedByItsGame;
use kingdomino_core::duel::ruleset::DRAFT_DICE;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(DuelPhase::Rolling), settle_dice);
    app.add_systems(OnEnter(DuelPhase::MapFilling), clear_tray);
    app.add_systems(
        Update,
        (
            tumble.run_if(in_state(DuelPhase::Rolling)),
            (send_taken_dice_away, mark_takers, offer_dice).run_if(in_state(DuelPhase::Drafting)),
        )
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

const DIE_SIZE: f32 = 64.0;
/// How often a tumbling die shows another face.
const TUMBLE_STEP: Duration = Duration::from_millis(70);

/// One of the four dice on the tray.
#[derive(Component, Debug)]
#[require(NamedByItsGame)]
pub(super) struct TrayDie {
    pub(super) die: u8,
    /// It left the tray this turn.
    gone: bool,
}

/// Where a die was taken: the taker's name in their colour, shown once the die has gone.
#[derive(Component, Debug)]
struct TakenMark(u8);

/// The face a die of the tray shows.
#[derive(Component, Debug)]
struct TrayFace(u8);

/// The tray of the draft's dice, hidden until they are rolled.
pub fn dice_tray() -> impl Bundle {
    (
        Name::new("Dice tray"),
        Node {
            column_gap: px(14),
            padding: UiRect::all(px(10)),
            min_height: px(DIE_SIZE + 26.0),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(theme::FELT),
        Children::spawn(SpawnIter((0..DRAFT_DICE as u8).map(tray_slot))),
    )
}

/// A die's place on the tray: the die, and under it the mark left when it is taken.
fn tray_slot(die: u8) -> impl Bundle {
    (
        Name::new(format!("Die {} place", die + 1)),
        Node::default(),
        children![taken_mark(die), tray_die(die)],
    )
}

fn taken_mark(die: u8) -> impl Bundle {
    (
        Name::new(format!("Die {} taken by", die + 1)),
        TakenMark(die),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            overflow: Overflow::clip(),
            ..default()
        },
        BorderColor::all(theme::SHEET),
        BackgroundColor(Color::NONE),
        Visibility::Hidden,
        children![(
            Name::new("Taker"),
            Localized(Phrase::Verbatim(String::new())),
            Text::new(""),
            TextFont::from_font_size(13.0),
            TextColor(theme::SHEET),
            // A name one word longer than a phone's die (French's "L'ordinateur") breaks
            // inside the word rather than running off the die.
            TextLayout::new(Justify::Center, LineBreak::WordOrCharacter),
        )],
    )
}

fn tray_die(die: u8) -> impl Bundle {
    (
        Name::new(format!("Die {}", die + 1)),
        TrayDie { die, gone: false },
        Button,
        ChoiceButton::default(),
        Node {
            border: UiRect::all(px(3)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BorderColor::all(Color::NONE),
        BackgroundColor(theme::SHEET),
        resting_shadow(0.0),
        Visibility::Hidden,
        children![(TrayFace(die), face_picture(DIE_SIZE))],
    )
}

/// A die's shadow on the tray: under it at rest, further and softer while it is `height`
/// pixels in the air (the shadow stays on the tray as the die rises).
fn resting_shadow(height: f32) -> BoxShadow {
    BoxShadow::new(
        Color::BLACK.with_alpha(0.32 - 0.012 * height),
        px(2.0),
        px(3.0 + height),
        px(-1.0),
        px(3.0 + 0.6 * height),
    )
}

/// The face of `die` showing `face`, as the tray shows it.
fn tray_face(game: &Match<Duel>, die: u8, face: u8) -> FaceView {
    let die = DominoDie {
        die,
        face,
        castle_cross: false,
    };
    FaceView::of(GameState::face_of(&game.rules, die), 0)
}

/// How far to the left of its place a die is thrown from, and how high it first bounces.
const THROW_DISTANCE: f32 = 70.0;
const FIRST_BOUNCE: f32 = 24.0;
/// The bounces a die makes on its way across the tray.
const BOUNCES: f32 = 3.0;

/// Where a die thrown `fraction` of the roll's time ago is, seen from its resting place: it
/// comes in from the tray's left, bouncing lower each time and turning less, and comes to rest
/// in its place as the roll ends. Each die is thrown a little differently.
fn thrown_die(die: u8, fraction: f32) -> (Vec2, f32) {
    let spread = f32::from(die);
    let left_to_travel = 1.0 - ease_out(fraction);
    let along = -THROW_DISTANCE * (0.85 + 0.1 * spread) * left_to_travel;
    let bounce = (std::f32::consts::PI * (BOUNCES * fraction + 0.15 * spread))
        .sin()
        .abs();
    let height = FIRST_BOUNCE * (1.0 - fraction).powi(2) * bounce;
    let spin = if die.is_multiple_of(2) { 1.0 } else { -1.0 } * (300.0 + 40.0 * spread);
    (Vec2::new(along, -height), spin * left_to_travel)
}

/// A die still rolling after its throw (an online game waiting for the server's roll) hops in
/// its place.
fn hopping_die(die: u8, elapsed: f32) -> (Vec2, f32) {
    let wobble = (elapsed * 19.0 + f32::from(die) * 1.7).sin();
    (Vec2::new(0.0, -10.0 * wobble.abs()), wobble * 25.0)
}

fn tumble(
    time: Res<Time>,
    roll: Option<Res<RollTimer>>,
    game: Res<Match<Duel>>,
    mut dice: Query<(
        &mut TrayDie,
        &mut Visibility,
        &mut UiTransform,
        &mut BoxShadow,
    )>,
    mut faces: Query<(&TrayFace, &mut FaceView)>,
    play: Res<PlaySettings>,
) {
    let since_throw = roll.map_or(Duration::ZERO, |roll| roll.0.elapsed());
    let fraction = since_throw.as_secs_f32() / ROLL_TIME.as_secs_f32();
    // The faces turn over quickly as the dice are thrown, more slowly as they come to rest.
    let turned = if fraction < 1.0 {
        ROLL_TIME.mul_f32(ease_out(fraction))
    } else {
        time.elapsed()
    };
    let frame = turned.as_millis() / TUMBLE_STEP.as_millis();
    for (&TrayFace(die), mut view) in &mut faces {
        let faces_count = game.rules.dice()[usize::from(die)].faces.len() as u128;
        let shown = (frame * 7 + u128::from(die) * 3 + frame / 3) % faces_count.max(1);
        view.set_if_neq(tray_face(&game, die, shown as u8));
    }
    for (mut tray_die, mut visibility, mut transform, mut shadow) in &mut dice {
        tray_die.gone = false;
        *visibility = Visibility::Inherited;
        // Reduced motion: the faces change, the dice stay still.
        let (offset, degrees) = if play.reduced_motion {
            (Vec2::ZERO, 0.0)
        } else if fraction < 1.0 {
            thrown_die(tray_die.die, fraction)
        } else {
            hopping_die(tray_die.die, time.elapsed_secs())
        };
        // The die rises over its shadow, which stays on the tray below it.
        transform.rotation = Rot2::degrees(degrees);
        transform.translation = Val2::px(offset.x, offset.y);
        *shadow = resting_shadow(-offset.y);
    }
}

fn settle_dice(
    mut commands: Commands,
    game: Option<Res<Match<Duel>>>,
    mut dice: Query<(Entity, &mut UiTransform, &mut BoxShadow), With<TrayDie>>,
    mut faces: Query<(&TrayFace, &mut FaceView)>,
) {
    let Some(game) = game else { return };
    let roll = game.state().roll();
    for (&TrayFace(die), mut view) in &mut faces {
        view.set_if_neq(tray_face(&game, die, roll[usize::from(die)]));
    }
    for (entity, mut transform, mut shadow) in &mut dice {
        *transform = UiTransform::IDENTITY;
        *shadow = resting_shadow(0.0);
        commands.entity(entity).insert(Pop::landing());
    }
}

/// The seat whose domino holds `die` this turn.
pub(super) fn taker(state: &GameState, die: u8) -> Option<SeatNumber> {
    SeatNumber::BOTH.into_iter().find(|&seat| {
        state
            .player(seat)
            .domino
            .iter()
            .flatten()
            .any(|taken| taken.die == die)
    })
}

fn send_taken_dice_away(
    mut commands: Commands,
    game: Res<Match<Duel>>,
    near: Res<NearSeat>,
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
        // Towards the near side's map, or the far side's.
        let towards = if taker(game.state(), tray_die.die) == Some(near.0) {
            -1.0
        } else {
            1.0
        };
        commands.entity(entity).insert(FlyAway {
            timer: Timer::new(Duration::from_millis(380), TimerMode::Once),
            by: Vec2::new(towards * 300.0, 60.0),
        });
    }
}

/// A taken die's place shows who took it, in their colour (revealed as the die flies off).
fn mark_takers(
    game: Res<Match<Duel>>,
    mut marks: Query<(&TakenMark, &mut Visibility, &mut BackgroundColor, &Children)>,
    mut names: Query<&mut Localized>,
) {
    if !game.is_changed() {
        return;
    }
    for (&TakenMark(die), mut visibility, mut background, children) in &mut marks {
        let Some(seat) = taker(game.state(), die) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        visibility.set_if_neq(Visibility::Inherited);
        background.set_if_neq(BackgroundColor(theme::SEAT_COLOURS[seat]));
        let mut names = names.iter_many_mut(children);
        while let Some(mut name) = names.fetch_next() {
            name.set_if_neq(Localized(game.short_seat_name(seat)));
        }
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
            .map(|choice| choice.intent.clone());
        let marked = mode.marked == Some(tray_die.die)
            && matches!(
                intent.as_ref().and_then(Intent::own),
                Some(DuelChoice::Domino(DominoChoice::MarkDie(_)))
            );
        button.set_if_neq(ChoiceButton(intent));
        background.set_if_neq(BackgroundColor(if marked {
            theme::FOCUS
        } else {
            theme::SHEET
        }));
    }
}

fn clear_tray(
    mut dice: Query<(&mut TrayDie, &mut Visibility, &mut ChoiceButton)>,
    mut marks: Query<&mut Visibility, (With<TakenMark>, Without<TrayDie>)>,
) {
    for (mut tray_die, mut visibility, mut button) in &mut dice {
        tray_die.gone = true;
        *visibility = Visibility::Hidden;
        *button = ChoiceButton(None);
    }
    for mut visibility in &mut marks {
        *visibility = Visibility::Hidden;
    }
}
