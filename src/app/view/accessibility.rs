//! What a screen reader is told, through AccessKit and Bevy's bridge on the desktop: a name for
//! every button, die and map square, every text as a label, the prompt and the notice read out
//! as they change, and the focus that the keyboard and the gamepad move.

use crate::app::table::Match;
use accesskit::{Live, Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, Face, RuleSet};

use super::Unavailable;
use super::dice::{TrayDie, taker};
use super::faces::FaceView;
use super::kingdom::{DominoSlot, GridCell};
use super::kingdom_lines::KingdominoPromptText;
use super::kingdom_table::KingdomSquare;
use super::map_sheet::drawn_square;
use super::table_lines::{NoticeText, PromptText};
use crate::app::choices::pointer::ChoiceButton;
use crate::app::choices::{Choices, Focus, MapOwner};
use crate::app::duel::{GhostVerdict, Placement};
use crate::app::language::Texts;
use crate::app::original::HeldDomino;
use crate::app::states::AppSystems;
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            name_choice_buttons,
            name_dice,
            name_domino_dice,
            name_squares,
            voice_the_table_lines,
            follow_texts,
            hide_the_unseen,
            follow_focus,
        )
            .chain()
            .run_if(a_reader_listens)
            .in_set(AppSystems::Accessibility),
    );
}

/// Only while a screen reader asks for the tree (never in the browser, which has no bridge):
/// naming every square each frame costs a game nobody listens to.
pub(super) fn a_reader_listens(requested: Option<Res<AccessibilityRequested>>) -> bool {
    requested.is_some_and(|requested| requested.get())
}

/// Sets `node`'s label when it differs, so an unchanged tree sends nothing.
fn set_label(node: &mut Mut<AccessibilityNode>, label: &str) {
    if node.label() != Some(label) {
        node.set_label(label);
    }
}

/// A choice's button is named by its choice (a picture alone, a face, says nothing), and one
/// not available now says so.
fn name_choice_buttons(
    choices: Res<Choices>,
    texts: Option<Res<Texts>>,
    mut buttons: Query<
        (&ChoiceButton, &mut AccessibilityNode, Has<Unavailable>),
        (With<Button>, Without<TrayDie>),
    >,
) {
    let Some(texts) = texts else {
        return;
    };
    for (ChoiceButton(intent), mut node, unavailable) in &mut buttons {
        if unavailable != node.is_disabled() {
            if unavailable {
                node.set_disabled();
            } else {
                node.clear_disabled();
            }
        }
        let Some(index) = intent.and_then(|intent| choices.index_of(intent)) else {
            continue;
        };
        set_label(&mut node, &texts.say(&choices.list()[index].label));
    }
}

/// A die on the tray: its number, its face and who took it.
fn name_dice(
    game: Option<Res<Match<Duel>>>,
    texts: Option<Res<Texts>>,
    mut dice: Query<(&TrayDie, &mut AccessibilityNode)>,
) {
    let (Some(game), Some(texts)) = (game, texts) else {
        return;
    };
    for (tray_die, mut node) in &mut dice {
        let Some(face) = game
            .state()
            .shown_face(&game.rules, tray_die.die)
            .and_then(|face| face_phrase(&game.rules, FaceView::of(face, 0)))
        else {
            continue;
        };
        let phrase = match taker(game.state(), tray_die.die) {
            Some(seat) => Phrase::new("a11y-die-taken").with("name", game.short_seat_name(seat)),
            None => Phrase::new("a11y-die"),
        }
        .with("number", tray_die.die + 1)
        .with("face", face);
        set_label(&mut node, &texts.say(&phrase));
    }
}

/// A die of a player's domino, under their map: its number and its face as its picture shows
/// it (a castle bonus's cross included).
fn name_domino_dice(
    game: Option<Res<Match<Duel>>>,
    texts: Option<Res<Texts>>,
    mut slots: Query<(&DominoSlot, &FaceView, &mut AccessibilityNode)>,
) {
    let (Some(game), Some(texts)) = (game, texts) else {
        return;
    };
    for (slot, view, mut node) in &mut slots {
        let taken = game.state().player(slot.seat).domino[usize::from(slot.slot)];
        let (Some(taken), Some(face)) = (taken, face_phrase(&game.rules, *view)) else {
            if node.label().is_some() {
                node.clear_label();
            }
            continue;
        };
        let phrase = Phrase::new("a11y-die")
            .with("number", taken.die + 1)
            .with("face", face);
        set_label(&mut node, &texts.say(&phrase));
    }
}

/// A face as a picture shows it, in words: its coat and crosses, or the joker; nothing for a
/// blank.
fn face_phrase(rules: &RuleSet, view: FaceView) -> Option<Phrase> {
    Some(match view.face? {
        Face::Coat { coat, .. } => Phrase::new("a11y-face")
            .with("coat", names::coat(rules, coat))
            .with("crosses", view.crosses),
        Face::Joker => Phrase::new("a11y-joker"),
    })
}

/// A map's square: where it is, what is drawn on it, and whether the domino may go there.
fn name_squares(
    mut commands: Commands,
    game: Option<Res<Match<Duel>>>,
    texts: Option<Res<Texts>>,
    verdict: Option<Res<GhostVerdict>>,
    mut squares: Query<(Entity, &GridCell, Option<&mut AccessibilityNode>)>,
) {
    let (Some(game), Some(texts)) = (game, texts) else {
        return;
    };
    let board = game.rules.board();
    for (entity, square, node) in &mut squares {
        let map = &game.state().player(square.seat).map;
        let content = if square.cell == board.castle() {
            Phrase::new("a11y-castle")
        } else {
            face_phrase(&game.rules, drawn_square(map, square.cell))
                .unwrap_or_else(|| Phrase::new("a11y-square-empty"))
        };
        let spot = verdict.as_ref().is_some_and(|verdict| {
            verdict.seat == Some(square.seat) && verdict.spots & square.cell.bit() != 0
        });
        let (row, column) = board.row_column(square.cell);
        let label = texts.say(&square_phrase(
            usize::from(row) + 1,
            usize::from(column) + 1,
            content,
            spot,
        ));
        name_square(&mut commands, entity, node, label);
    }
}

/// A square by its row and column (from 1), what is on it, and whether the piece being placed
/// may go there: the Duel's maps and the original game's kingdoms say it alike.
pub(super) fn square_phrase(row: usize, column: usize, content: Phrase, spot: bool) -> Phrase {
    Phrase::new(if spot {
        "a11y-square-spot"
    } else {
        "a11y-square"
    })
    .with("row", row)
    .with("column", column)
    .with("content", content)
}

/// Gives a square its name, making it a grid cell of the tree the first time.
pub(super) fn name_square(
    commands: &mut Commands,
    entity: Entity,
    node: Option<Mut<AccessibilityNode>>,
    label: String,
) {
    match node {
        Some(mut node) => set_label(&mut node, &label),
        None => {
            let mut node = Accessible::new(Role::GridCell);
            node.set_label(label);
            commands
                .entity(entity)
                .insert(AccessibilityNode::from(node));
        }
    }
}

/// The prompt (either game's) is read out when it changes, once the reader has finished what
/// it was saying; a notice (a refusal, what the computer played for an absent player) at once.
fn voice_the_table_lines(
    mut commands: Commands,
    mut lines: Query<
        (Entity, Has<NoticeText>, Option<&mut AccessibilityNode>),
        Or<(
            With<PromptText>,
            With<KingdominoPromptText>,
            With<NoticeText>,
        )>,
    >,
) {
    for (entity, notice, node) in &mut lines {
        let live = if notice {
            Live::Assertive
        } else {
            Live::Polite
        };
        match node {
            Some(mut node) if node.live() != Some(live) => node.set_live(live),
            Some(_) => {}
            None => {
                let mut node = Accessible::new(Role::Label);
                node.set_live(live);
                commands
                    .entity(entity)
                    .insert(AccessibilityNode::from(node));
            }
        }
    }
}

/// Every text reads as a label or a heading with its words, kept up to date as they change
/// (Bevy words a label only when it is first shown).
fn follow_texts(mut texts: Query<(&Text, &mut AccessibilityNode), Changed<Text>>) {
    for (text, mut node) in &mut texts {
        let worded = matches!(node.role(), Role::Label | Role::Heading);
        if worded && node.value() != Some(text.0.as_str()) {
            node.set_value(text.0.as_str());
        }
    }
}

/// What is not shown (a die not rolled yet, a panel under another) is not read either, nor a
/// picture without a name (an ornament, or a square's drawing, which the square names).
fn hide_the_unseen(
    mut nodes: Query<
        (&InheritedVisibility, &mut AccessibilityNode),
        Or<(Changed<InheritedVisibility>, Changed<AccessibilityNode>)>,
    >,
) {
    for (visibility, mut node) in &mut nodes {
        let ornament = node.role() == Role::Image && node.label().is_none_or(str::is_empty);
        let hidden = !visibility.get() || ornament;
        match (hidden, node.is_hidden()) {
            (false, true) => node.clear_hidden(),
            (true, false) => node.set_hidden(),
            _ => {}
        }
    }
}

/// The reader's focus is the game's: the focused choice's button, or the square under the
/// cursor or the held domino.
fn follow_focus(
    choices: Res<Choices>,
    placement: Option<Res<Placement>>,
    held: Option<Res<HeldDomino>>,
    focus: Option<ResMut<InputFocus>>,
    buttons: Query<(Entity, &ChoiceButton), With<AccessibilityNode>>,
    squares: Query<(Entity, &GridCell), With<AccessibilityNode>>,
    kingdom_squares: Query<(Entity, &KingdomSquare), With<AccessibilityNode>>,
) {
    let Some(mut focus) = focus else {
        return;
    };
    let focused = match choices.focus() {
        Focus::Choice(index) => choices.list().get(index).and_then(|choice| {
            buttons
                .iter()
                .find(|(_, ChoiceButton(intent))| *intent == Some(choice.intent))
                .map(|(entity, _)| entity)
        }),
        Focus::Grid => match choices.grid() {
            Some(MapOwner::Seat(seat)) => placement.and_then(|placement| {
                squares
                    .iter()
                    .find(|(_, square)| square.seat == seat && square.cell == placement.cursor)
                    .map(|(entity, _)| entity)
            }),
            Some(MapOwner::Player(player)) => held.and_then(|held| {
                kingdom_squares
                    .iter()
                    .find(|(_, square)| square.place == player.index() && square.at == held.first)
                    .map(|(entity, _)| entity)
            }),
            None => None,
        },
    };
    if focus.get() != focused {
        match focused {
            Some(entity) => focus.set(entity, FocusCause::Navigated),
            None => focus.clear(),
        }
    }
}
