//! How to play, over the title or the paused game: short pages read in order, each one idea in
//! the game's own words with a picture the game draws from an engine example, and last the
//! game's own decisions. Each game brings its own pages; the choices turn them; up, down and the
//! wheel scroll one.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::panel::{back_closes, panel_frame};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, Look, OfferChoices, PageTurn,
};
use crate::app::language::Localized;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::{AppSystems, GameId, Overlay};
use crate::app::table::{TableApp, game_id};
use crate::app::theme;
use crate::app::theme::scroll::Scrolled;
use crate::app::view::{ChoiceBar, OverlayChoices, controls_hint};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Books>();
    app.init_resource::<PagesLeft>();
    app.add_message::<PageWritten>();
    app.add_systems(OnEnter(Overlay::HowToPlay), spawn_panel);
    app.add_systems(
        Update,
        (
            // The readers run in every state, so a choice made elsewhere is never read late.
            (
                back_closes(Overlay::HowToPlay),
                choose_book,
                turn_pages,
                offer_page_turns.run_if(in_state(Overlay::HowToPlay)),
            )
                .chain()
                .in_set(AppSystems::Decide),
            write_the_page
                .run_if(in_state(Overlay::HowToPlay).and_then(resource_exists::<OpenPage>))
                .in_set(PageWriting)
                .in_set(AppSystems::View),
        ),
    );
}

/// What a game's How to play is: its pages in order, each a heading and a text; the picture of
/// a page is its room's to draw, when told the page is written ([`PageWritten`]).
pub trait HowToPlay: TableApp {
    /// Each page's messages: its heading's and its text's.
    fn pages() -> Vec<(&'static str, &'static str)>;
}

/// Game `G`'s book, among those How to play opens.
pub(super) fn game_plugin<G: HowToPlay>(app: &mut App) {
    app.world_mut()
        .resource_mut::<Books>()
        .0
        .push((game_id::<G>(), G::pages()));
}

/// The page How to play shows, of which game's book.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenPage {
    pub book: GameId,
    pub page: usize,
}

/// Where each book was left: kept while the game runs, so How to play opens again there.
#[derive(Resource, Default, Debug)]
struct PagesLeft(HashMap<GameId, usize>);

/// Every game's pages, in the order the games were registered.
#[derive(Resource, Default, Debug)]
struct Books(Vec<(GameId, Vec<(&'static str, &'static str)>)>);

impl Books {
    fn pages(&self, book: GameId) -> &[(&'static str, &'static str)] {
        self.0
            .iter()
            .find(|(game, _)| *game == book)
            .map_or(&[], |(_, pages)| pages.as_slice())
    }
}

/// The page's words written: its game's picture follows.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PageWriting;

/// A page was written on its sheet: its game draws the page's picture under its words.
#[derive(Message, Clone, Copy, Debug)]
pub struct PageWritten {
    pub book: GameId,
    pub page: usize,
    pub sheet: Entity,
}

/// The scrolling sheet a page is written on (again when the page turns).
#[derive(Component)]
struct PageSheet;

/// "How to play · 3 of 14".
#[derive(Component)]
struct PageNumber;

const PAGE_WIDTH: f32 = 900.0;

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        panel_frame("How to play panel"),
        DespawnOnExit(Overlay::HowToPlay),
        children![
            (PageNumber, theme::label(Phrase::Empty, 30.0)),
            (
                Name::new("How to play page"),
                PageSheet,
                Scrolled,
                Node {
                    width: px(PAGE_WIDTH),
                    max_width: percent(94),
                    // Always this tall, so the buttons under it stay put as the pages turn.
                    height: percent(74),
                    overflow: Overflow::scroll_y(),
                    flex_direction: FlexDirection::Column,
                    row_gap: px(8),
                    padding: UiRect::all(px(16)),
                    border: UiRect::all(px(2)),
                    ..default()
                },
                BorderColor::all(theme::GRID_LINE),
                BackgroundColor(theme::SHEET),
            ),
            (
                Name::new("How to play choices"),
                ChoiceBar,
                OverlayChoices,
                Node {
                    column_gap: px(12),
                    ..default()
                },
            ),
            controls_hint(Phrase::new("howto-hint"), Phrase::new("howto-touch-hint")),
        ],
    ));
}

/// Previous, Next and Back, the focus on the way the reader is going (Next on the first page,
/// Back on the last).
fn offer_page_turns(open: Option<Res<OpenPage>>, books: Res<Books>, mut choices: ResMut<Choices>) {
    let Some(open) = open else {
        return;
    };
    let last = books.pages(open.book).len().saturating_sub(1);
    let (at, turned) = (open.page, open.is_changed());
    let button = |intent, label, enabled: bool| Choice {
        intent,
        label: Phrase::new(label),
        look: if enabled {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    let previous = Intent::TurnPage(PageTurn::Previous);
    let already_offered = choices.index_of(previous.clone()) == Some(0);
    let list = vec![
        button(previous, "howto-previous", at > 0),
        button(Intent::TurnPage(PageTurn::Next), "howto-next", at < last),
        button(Intent::Go(Go::CloseOverlay), "menu-back", true),
    ];
    let focus = match choices.focus() {
        Focus::Choice(index) if already_offered => index,
        _ => 1,
    };
    // A page just turned to the first or the last moves the focus off the button that went
    // grey; the player may still walk onto it.
    let focus = match at {
        _ if already_offered && !turned => focus,
        0 if focus == 0 => 1,
        at if at == last && focus == 1 => 2,
        _ => focus,
    };
    choices.offer_row(list, focus);
}

/// How to play opens the book of the game it was asked for (the title's: the first game's), at
/// the page it was left at.
fn choose_book(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    open: Option<Res<OpenPage>>,
    left: Res<PagesLeft>,
) {
    for ChoiceMade(intent) in made.read() {
        let Intent::Go(Go::ShowHowToPlay(book)) = *intent else {
            continue;
        };
        let page = left.0.get(&book).copied().unwrap_or(0);
        let wanted = OpenPage { book, page };
        if open.as_deref() != Some(&wanted) {
            commands.insert_resource(wanted);
        }
    }
}

fn turn_pages(
    mut made: MessageReader<ChoiceMade>,
    open: Option<ResMut<OpenPage>>,
    books: Res<Books>,
    mut left: ResMut<PagesLeft>,
) {
    let Some(mut open) = open else {
        return;
    };
    let last = books.pages(open.book).len().saturating_sub(1);
    for ChoiceMade(intent) in made.read() {
        let Intent::TurnPage(turn) = intent else {
            continue;
        };
        let page = match turn {
            PageTurn::Previous => open.page.saturating_sub(1),
            PageTurn::Next => (open.page + 1).min(last),
        };
        if open.page != page {
            open.page = page;
            left.0.insert(open.book, page);
        }
    }
}

/// Writes the page shown: when the panel opens and when the page or the book changes. Its words
/// follow the language by themselves; its game draws its picture.
fn write_the_page(
    mut commands: Commands,
    open: Res<OpenPage>,
    books: Res<Books>,
    mut sheets: Query<(Entity, Ref<PageSheet>, &mut ScrollPosition)>,
    mut numbers: Query<&mut Localized, With<PageNumber>>,
    mut written: MessageWriter<PageWritten>,
    mut keep: ResMut<KeepDrawing>,
) {
    let Ok((sheet, added, mut scrolled)) = sheets.single_mut() else {
        return;
    };
    if !added.is_added() && !open.is_changed() {
        return;
    }
    let pages = books.pages(open.book);
    let Some(&(heading, text)) = pages.get(open.page) else {
        return;
    };
    for mut number in &mut numbers {
        number.0 = Phrase::new("howto-page")
            .with("number", open.page + 1)
            .with("count", pages.len());
    }
    *scrolled = ScrollPosition::default();
    commands.entity(sheet).despawn_related::<Children>();
    // The sheet scrolls what it cannot show: nothing on it shrinks to fit.
    let unshrunk = || Node {
        flex_shrink: 0.0,
        ..default()
    };
    commands.spawn((
        ChildOf(sheet),
        theme::label(Phrase::new(heading), 24.0),
        unshrunk(),
    ));
    commands.spawn((
        ChildOf(sheet),
        theme::label(Phrase::new(text), 17.0),
        unshrunk(),
    ));
    written.write(PageWritten {
        book: open.book,
        page: open.page,
        sheet,
    });
    // The picture's pieces take a frame or two to show what they are.
    keep.next_frame();
}
