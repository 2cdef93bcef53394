//! The building blocks every screen is made of: columns, labels, headings, buttons' frames.

use bevy::prelude::*;

use super::palette::*;
use crate::app::language::Localized;
use kingdomino_core::localization::Phrase;

/// A screen-filling column that centres its children, on the table's paper.
pub fn full_screen() -> impl Bundle {
    (full_screen_column(24.0), BackgroundColor(PAPER))
}

/// The window's whole size as a column that centres its children, `gap` pixels apart; a
/// paragraph wider than a phone wraps short of its edges.
pub fn full_screen_column(gap: f32) -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        justify_content: JustifyContent::Center,
        padding: UiRect::horizontal(px(SCREEN_MARGIN)),
        ..centred_column(gap)
    }
}

/// Between a screen's text and the window's left and right edges.
const SCREEN_MARGIN: f32 = 12.0;

/// A column of centred children, `gap` pixels apart.
pub fn centred_column(gap: f32) -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(gap),
        ..default()
    }
}

/// The shadow of a sheet lying on the table.
pub fn sheet_shadow() -> BoxShadow {
    BoxShadow::new(Color::BLACK.with_alpha(0.25), px(2), px(3), px(0), px(5))
}

/// Between a menu's buttons, one above the other.
pub const MENU_ROW_GAP: f32 = 6.0;

/// A column of menu buttons of one width; in a narrow window the longer labels wrap.
pub fn menu_column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Stretch,
        max_width: percent(100),
        row_gap: px(MENU_ROW_GAP),
        ..default()
    }
}

/// A coat of arms' picture, `side` pixels square.
pub fn coat_picture(image: Handle<Image>, side: f32) -> impl Bundle {
    (
        Name::new("Coat of arms"),
        ImageNode::new(image),
        Node {
            width: px(side),
            height: px(side),
            ..default()
        },
    )
}

/// A large title, centred on its lines when a phone's width breaks it.
pub fn heading(phrase: Phrase) -> impl Bundle {
    (
        Name::new("Heading"),
        bevy::a11y::AccessibilityNode::from(accesskit::Node::new(accesskit::Role::Heading)),
        Localized(phrase),
        LabelSize(64.0),
        TextFont::from_font_size(64.0),
        TextColor(INK),
        TextLayout::justify(Justify::Center),
    )
}

/// The size a label is designed at, in the UI's pixels. A phone may show it larger, so that it
/// can be read at arm's length (`theme::readable_text`).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct LabelSize(pub f32);

/// A line of ordinary text.
pub fn label(phrase: Phrase, size: f32) -> impl Bundle {
    coloured_label(phrase, size, INK)
}

pub fn coloured_label(phrase: Phrase, size: f32, colour: Color) -> impl Bundle {
    (
        Name::new("Label"),
        // Read by a screen reader as a label with its words.
        bevy::ui::widget::Label,
        Localized(phrase),
        LabelSize(size),
        TextFont::from_font_size(size),
        TextColor(colour),
    )
}

/// A quieter line: help and explanations.
pub fn hint(phrase: Phrase) -> impl Bundle {
    coloured_label(phrase, 16.0, MUTED)
}

/// A button's frame; its label or picture are its children.
pub fn button_frame(on: bool) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(9), px(7)),
            border: UiRect::all(px(3)),
            border_radius: BorderRadius::all(px(8)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        },
        BackgroundColor(if on { BUTTON_ON } else { BUTTON }),
        BorderColor::all(INK),
    )
}

/// The text colour on a button.
pub fn button_text(on: bool) -> Color {
    if on { PAPER } else { INK }
}
