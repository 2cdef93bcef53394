//! What a screen reader is told at any table, through AccessKit and Bevy's bridge on the
//! desktop: a name for every button, every text as a label, the lines marked to be read out as
//! they change, and the focus that the keyboard and the gamepad move. Each game names its own
//! pieces and squares (`duel::view::reader`, `original::view::reader`).

use accesskit::{Live, Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use super::Unavailable;
use crate::app::choices::pointer::ChoiceButton;
use crate::app::choices::{Choices, Focus};
use crate::app::language::Texts;
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusedSquare>();
    app.configure_sets(
        PostUpdate,
        (NameTheTable, FollowTheFocus)
            .chain()
            .run_if(a_reader_listens)
            .in_set(AppSystems::Accessibility),
    );
    app.add_systems(
        PostUpdate,
        (name_choice_buttons, voice_the_read_aloud, follow_texts).in_set(NameTheTable),
    );
    app.add_systems(
        PostUpdate,
        (hide_the_unseen, follow_focus)
            .chain()
            .in_set(FollowTheFocus),
    );
}

/// Where a game names its pieces and squares and says which square the focus is on.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct NameTheTable;

/// The names are given: what is hidden is hidden and the focus moves.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
struct FollowTheFocus;

/// Only while a screen reader asks for the tree: naming the squares costs a game nobody
/// listens to. In the browser, which has no bridge to ask, the page always mirrors what the
/// tree says (`platform::web::reader`).
pub fn a_reader_listens(requested: Option<Res<AccessibilityRequested>>) -> bool {
    cfg!(target_arch = "wasm32") || requested.is_some_and(|requested| requested.get())
}

/// A line read out when it changes: politely, once the reader has finished what it was
/// saying (a prompt), or at once (a notice: a refusal, what the computer played for someone).
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub enum ReadAloud {
    Polite,
    AtOnce,
}

/// A line that tells where a player stands (a score line, a kingdom's count): the browser's
/// page lists them for a screen reader, in the order they are read on the screen.
#[derive(Component)]
pub struct Standing;

/// A choice's button its game names itself (a die on the tray says its face and who took it).
#[derive(Component, Default)]
pub struct NamedByItsGame;

/// The square the focus is on while it is on a map or kingdom, as the game being played
/// finds it (the cursor, the held domino's first square).
#[derive(Resource, Default, PartialEq)]
pub struct FocusedSquare(pub Option<Entity>);

/// Sets `node`'s label when it differs, so an unchanged tree sends nothing.
pub fn set_label(node: &mut Mut<AccessibilityNode>, label: &str) {
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
        (With<Button>, Without<NamedByItsGame>),
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
        let Some(index) = intent.clone().and_then(|intent| choices.index_of(intent)) else {
            continue;
        };
        set_label(&mut node, &texts.say(&choices.list()[index].label));
    }
}

/// A square by its row and column (from 1), what is on it, and whether the piece being placed
/// may go there: the Duel's maps and the original game's kingdoms say it alike.
pub fn square_phrase(row: usize, column: usize, content: Phrase, spot: bool) -> Phrase {
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
pub fn name_square(
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

fn voice_the_read_aloud(
    mut commands: Commands,
    mut lines: Query<(Entity, &ReadAloud, Option<&mut AccessibilityNode>)>,
) {
    for (entity, read_aloud, node) in &mut lines {
        let live = match read_aloud {
            ReadAloud::Polite => Live::Polite,
            ReadAloud::AtOnce => Live::Assertive,
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

/// The reader's focus is the game's: the focused choice's button, or the square the game says
/// the focus is on.
fn follow_focus(
    choices: Res<Choices>,
    square: Res<FocusedSquare>,
    focus: Option<ResMut<InputFocus>>,
    buttons: Query<(Entity, &ChoiceButton), With<AccessibilityNode>>,
) {
    let Some(mut focus) = focus else {
        return;
    };
    let focused = match choices.focus() {
        Focus::Choice(index) => choices.list().get(index).and_then(|choice| {
            buttons
                .iter()
                .find(|(_, ChoiceButton(intent))| intent.as_ref() == Some(&choice.intent))
                .map(|(entity, _)| entity)
        }),
        Focus::Grid => square.0,
    };
    if focus.get() != focused {
        match focused {
            Some(entity) => focus.set(entity, FocusCause::Navigated),
            None => focus.clear(),
        }
    }
}
