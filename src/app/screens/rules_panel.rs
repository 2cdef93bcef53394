//! The Rules panel, over the title or the paused game: the whole rulebook in the player's
//! language, with the game's own pictures of the dice faces and of the spellbook's powers, and
//! the decisions the game made where the rulebooks are silent. It scrolls.

use bevy::prelude::*;

use super::settings_panel::{panel_choices, panel_frame};
use crate::app::AppSystems;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Intent, OfferChoices,
};
use crate::app::coat_images::CoatImages;
use crate::app::language::Texts;
use crate::app::names;
use crate::app::rule_set::ActiveRules;
use crate::app::states::Overlay;
use crate::app::theme;
use crate::app::view::faces::{FaceView, face_picture};
use crate::app::view::scroll::Scrolled;
use crate::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Rules), (spawn_panel, offer_back));
    app.add_systems(
        Update,
        (
            // The readers run in every state, so a choice made elsewhere is never read late.
            leave_rules.in_set(AppSystems::Decide),
            write_the_rules
                .run_if(in_state(Overlay::Rules))
                .in_set(AppSystems::View),
        ),
    );
}

/// The scrolling page the rulebook is written into (again when the language changes).
#[derive(Component)]
struct RulesPage;

/// The page's width, and the size of its pictures.
const PAGE_WIDTH: f32 = 860.0;
const FACE: f32 = 34.0;
const COAT: f32 = 28.0;

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        panel_frame("Rules panel"),
        DespawnOnExit(Overlay::Rules),
        children![
            theme::label(Phrase::new("rules-heading"), 40.0),
            (
                Name::new("Rules page"),
                RulesPage,
                Scrolled,
                Node {
                    width: px(PAGE_WIDTH),
                    max_width: percent(94),
                    max_height: percent(72),
                    overflow: Overflow::scroll_y(),
                    flex_direction: FlexDirection::Column,
                    row_gap: px(6),
                    padding: UiRect::all(px(14)),
                    border: UiRect::all(px(2)),
                    ..default()
                },
                BorderColor::all(theme::GRID_LINE),
                BackgroundColor(theme::SHEET),
            ),
            panel_choices("Rules choices"),
            theme::hint(Phrase::new("rules-hint")),
        ],
    ));
}

fn offer_back(mut choices: ResMut<Choices>) {
    choices.offer_focused(
        vec![Choice::button(
            Intent::CloseOverlay,
            Phrase::new("menu-back"),
        )],
        None,
        Focus::Choice(0),
    );
}

/// One line of the page as the rulebook file writes it.
enum Line<'a> {
    Heading(&'a str),
    Item(&'a str),
    Paragraph(&'a str),
    Faces,
    Powers,
}

fn line_of(text: &str) -> Line<'_> {
    match text.trim() {
        "@faces" => Line::Faces,
        "@powers" => Line::Powers,
        text => match (text.strip_prefix("# "), text.strip_prefix("- ")) {
            (Some(heading), _) => Line::Heading(heading),
            (_, Some(item)) => Line::Item(item),
            _ => Line::Paragraph(text),
        },
    }
}

/// Writes the page: when the panel opens, and again in another language.
fn write_the_rules(
    mut commands: Commands,
    texts: Res<Texts>,
    rules: Res<ActiveRules>,
    images: Option<Res<CoatImages>>,
    pages: Query<(Entity, Ref<RulesPage>, Option<&Children>)>,
) {
    let to_write: Vec<(Entity, Vec<Entity>)> = pages
        .iter()
        .filter(|(_, page, _)| page.is_added() || texts.is_changed())
        .map(|(page, _, children)| (page, children.map(|c| c.to_vec()).unwrap_or_default()))
        .collect();
    for (page, old) in to_write {
        for child in old {
            commands.entity(child).despawn();
        }
        let book = texts.say(&Phrase::new("rulebook"));
        let decisions = texts.say(&Phrase::new("rules-decisions"));
        for text in book.lines().chain(decisions.lines()) {
            match line_of(text) {
                Line::Heading(heading) => commands.spawn((
                    theme::label(Phrase::verbatim(heading), 24.0),
                    Node {
                        margin: UiRect::top(px(8)),
                        ..default()
                    },
                )),
                Line::Item(item) => {
                    commands.spawn(theme::label(Phrase::verbatim(format!("•  {item}")), 16.0))
                }
                Line::Paragraph(paragraph) => {
                    commands.spawn(theme::label(Phrase::verbatim(paragraph), 16.0))
                }
                Line::Faces => spawn_faces(&mut commands, &rules),
                Line::Powers => spawn_powers(&mut commands, &rules, images.as_deref(), &texts),
            }
            .insert(ChildOf(page));
        }
    }
}

/// Each die's six faces, a row a die.
fn spawn_faces<'a>(commands: &'a mut Commands, rules: &ActiveRules) -> EntityCommands<'a> {
    let rows = commands
        .spawn((Name::new("Dice faces"), theme::centred_column(4.0)))
        .id();
    for (index, die) in rules.0.dice().iter().enumerate() {
        let row = commands
            .spawn((
                Name::new(format!("Die {}", index + 1)),
                ChildOf(rows),
                Node {
                    column_gap: px(6),
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        for face in &die.faces {
            let picture = commands.spawn((ChildOf(row), face_picture(FACE))).id();
            commands.entity(picture).insert(FaceView::of(*face, 0));
        }
    }
    commands.entity(rows)
}

/// Each spellbook line: its coat, its length and its power.
fn spawn_powers<'a>(
    commands: &'a mut Commands,
    rules: &ActiveRules,
    images: Option<&CoatImages>,
    texts: &Texts,
) -> EntityCommands<'a> {
    let list = commands
        .spawn((
            Name::new("Powers"),
            Node {
                align_items: AlignItems::Start,
                margin: UiRect::left(px(16)),
                ..theme::centred_column(4.0)
            },
        ))
        .id();
    for line in rules.0.spell_lines() {
        let image = images
            .map(|images| images.coat(&rules.0, line.coat))
            .unwrap_or_default();
        let words = texts.say(
            &Phrase::new("rules-power-line")
                .with("squares", line.length)
                .with("power", names::power(line.power)),
        );
        commands.spawn((
            Name::new("Power"),
            ChildOf(list),
            Node {
                column_gap: px(10),
                align_items: AlignItems::Center,
                ..default()
            },
            children![
                (
                    ImageNode::new(image),
                    Node {
                        width: px(COAT),
                        height: px(COAT),
                        ..default()
                    },
                ),
                theme::label(Phrase::verbatim(words), 16.0),
            ],
        ));
    }
    commands.entity(list)
}

fn leave_rules(
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let backing_out = pressed
        .read()
        .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause));
    let closing = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::CloseOverlay);
    if *overlay.get() == Overlay::Rules && (backing_out || closing) {
        next.set(Overlay::Closed);
    }
}
