//! The look shared by every screen: colours and the common building blocks of the UI.

use bevy::prelude::*;

use crate::app::language::Localized;
use kingdomino_core::localization::Phrase;

pub const PAPER: Color = Color::srgb(0.93, 0.90, 0.82);
pub const INK: Color = Color::srgb(0.12, 0.10, 0.09);
/// The map sheet, a little lighter than the table.
pub const SHEET: Color = Color::srgb(0.99, 0.97, 0.92);
pub const GRID_LINE: Color = Color::srgb(0.70, 0.66, 0.58);
/// Quieter text: help, explanations, a choice not available now. Dark enough to read at 7:1 on
/// the paper and 5:1 on the wood's darkest grain, since thin letters drawn small show lighter
/// than their colour.
pub const MUTED: Color = Color::srgb(0.32, 0.29, 0.25);
/// Where the domino fits.
pub const SPOT: Color = Color::srgb(0.80, 0.91, 0.76);
pub const LEGAL: Color = Color::srgb(0.16, 0.55, 0.22);
/// Where the domino may not go, and a refusal's text.
pub const ILLEGAL: Color = Color::srgb(0.58, 0.10, 0.07);
/// The keyboard's and gamepad's focus.
pub const FOCUS: Color = Color::srgb(0.93, 0.62, 0.05);
/// A domain being counted.
pub const HIGHLIGHT: Color = Color::srgb(0.98, 0.86, 0.45);
/// Each seat's colour where both are drawn side by side (the story of the game).
/// A taker's name on a die is written on it in the sheet's colour.
pub const SEAT_COLOURS: [Color; 2] = [Color::srgb(0.17, 0.27, 0.45), Color::srgb(0.60, 0.28, 0.12)];
/// The colour of the player at `place` (from 0): their king's, their bars'.
pub fn place_colour(place: usize) -> Color {
    KING_COLOURS[place % KING_COLOURS.len()]
}

/// The original game's kings, by place: the Duel's two seats' colours, then two more as dark,
/// each shown with its player's letter as well (`KING_LETTERS`), never by colour alone.
pub const KING_COLOURS: [Color; 4] = [
    SEAT_COLOURS[0],
    SEAT_COLOURS[1],
    Color::srgb(0.14, 0.38, 0.20),
    Color::srgb(0.42, 0.18, 0.44),
];
pub const KING_LETTERS: [&str; 4] = ["A", "B", "C", "D"];
/// The table's wood at its darkest grain (`WOOD_DARK` in `scripts/make_assets.py`, which draws
/// `table.png`): the table's edge, its colour when the picture is missing, and the ground its
/// texts must read on.
pub const WOOD: Color = Color::srgb_u8(219, 195, 156);
/// The dice tray's felt.
pub const FELT: Color = Color::srgb(0.20, 0.36, 0.29);
pub const BUTTON: Color = Color::srgb(0.86, 0.81, 0.70);
pub const BUTTON_ON: Color = Color::srgb(0.35, 0.30, 0.24);

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
/// can be read at arm's length (`view::readable_text`).
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
