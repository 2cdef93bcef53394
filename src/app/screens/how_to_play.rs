//! How to play, over the title or the paused game: short pages read in order, each one idea in
//! the game's own words with a picture the game draws from an engine example, and last the
//! game's own decisions. The choices turn the pages; up, down and the wheel scroll one.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use kingdomino_core::games::GameKind;

use super::settings_panel::{back_closes, panel_frame};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, Look, OfferChoices, PageTurn,
};
use crate::app::duel::view::figures::{Pictures, spawn_figure};
use crate::app::files::coat_images::CoatImages;
use crate::app::language::Localized;
use crate::app::original::view::figures::{KingdominoFigureSources, spawn_kingdom_figure};
use crate::app::states::{AppSystems, Overlay};
use crate::app::theme;
use crate::app::theme::scroll::Scrolled;
use crate::app::view::assets::ImageAssets;
use crate::app::view::{ChoiceBar, OverlayChoices, controls_hint};
use kingdomino_core::duel::{Power, RuleSet};
use kingdomino_core::how_to_play::original::{KINGDOMINO_PAGES, KingdominoPage, kingdom_figure};
use kingdomino_core::how_to_play::{PAGES, Page, figure};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpenPage>();
    app.init_resource::<OpenKingdominoPage>();
    app.init_resource::<Book>();
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
                .run_if(in_state(Overlay::HowToPlay))
                .in_set(AppSystems::View),
        ),
    );
}

/// The page shown, by its place in [`PAGES`]: kept while the game runs, so How to play opens
/// again where the player left it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenPage(pub usize);

/// The page shown of the original game's pages, by its place in [`KINGDOMINO_PAGES`].
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenKingdominoPage(pub usize);

/// Whose pages How to play shows: the title opens the Duel's, the original game's set-up and
/// its table open the original game's.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Book {
    #[default]
    Duel,
    Original,
}

impl Book {
    fn pages(self) -> usize {
        match self {
            Book::Duel => PAGES.len(),
            Book::Original => KINGDOMINO_PAGES.len(),
        }
    }
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
fn offer_page_turns(
    book: Res<Book>,
    duel_page: Res<OpenPage>,
    kingdom_page: Res<OpenKingdominoPage>,
    mut choices: ResMut<Choices>,
) {
    let last = book.pages() - 1;
    let (at, turned) = match *book {
        Book::Duel => (duel_page.0, duel_page.is_changed()),
        Book::Original => (kingdom_page.0, kingdom_page.is_changed()),
    };
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
    let list = vec![
        button(previous, "howto-previous", at > 0),
        button(Intent::TurnPage(PageTurn::Next), "howto-next", at < last),
        button(Intent::Go(Go::CloseOverlay), "menu-back", true),
    ];
    let already_offered = choices.index_of(previous) == Some(0);
    let focus = match choices.focus() {
        Focus::Choice(index) if already_offered => index,
        _ => 1,
    };
    // A page just turned to the first or the last moves the focus off the button that went
    // grey; the player may still walk onto it.
    let focus = match at {
        _ if already_offered && !turned && !book.is_changed() => focus,
        0 if focus == 0 => 1,
        at if at == last && focus == 1 => 2,
        _ => focus,
    };
    choices.offer_row(list, focus);
}

/// The title's How to play opens the Duel's pages; the original game's set-up and table open
/// its own.
fn choose_book(mut made: MessageReader<ChoiceMade>, mut book: ResMut<Book>) {
    for ChoiceMade(intent) in made.read() {
        match intent {
            Intent::Go(Go::ShowHowToPlay(GameKind::Duel)) => book.set_if_neq(Book::Duel),
            Intent::Go(Go::ShowHowToPlay(GameKind::Kingdomino)) => book.set_if_neq(Book::Original),
            _ => false,
        };
    }
}

fn turn_pages(
    mut made: MessageReader<ChoiceMade>,
    book: Res<Book>,
    mut duel_page: ResMut<OpenPage>,
    mut kingdom_page: ResMut<OpenKingdominoPage>,
) {
    for ChoiceMade(intent) in made.read() {
        let Intent::TurnPage(turn) = intent else {
            continue;
        };
        let turned = |at: usize| match turn {
            PageTurn::Previous => at.saturating_sub(1),
            PageTurn::Next => (at + 1).min(book.pages() - 1),
        };
        match *book {
            Book::Duel => duel_page.set_if_neq(OpenPage(turned(duel_page.0))),
            Book::Original => kingdom_page.set_if_neq(OpenKingdominoPage(turned(kingdom_page.0))),
        };
    }
}

/// The messages of a page: its heading and its text.
fn words_of(page: Page) -> (&'static str, &'static str) {
    match page {
        Page::Turn => ("howto-turn-heading", "howto-turn"),
        Page::Draft => ("howto-draft-heading", "howto-draft"),
        Page::Connecting => ("howto-connecting-heading", "howto-connecting"),
        Page::Scoring => ("howto-scoring-heading", "howto-scoring"),
        Page::Spellbook => ("howto-spellbook-heading", "howto-spellbook"),
        Page::Power(Power::IgnoreConnection) => (
            "howto-power-ignore-connection-heading",
            "howto-power-ignore-connection",
        ),
        Page::Power(Power::SeparateDice) => (
            "howto-power-separate-dice-heading",
            "howto-power-separate-dice",
        ),
        Page::Power(Power::TakeTwoDice) => (
            "howto-power-take-two-dice-heading",
            "howto-power-take-two-dice",
        ),
        Page::Power(Power::TurnDie) => ("howto-power-turn-die-heading", "howto-power-turn-die"),
        Page::Power(Power::DomainBonus) => (
            "howto-power-domain-bonus-heading",
            "howto-power-domain-bonus",
        ),
        Page::Power(Power::ExtraCross) => {
            ("howto-power-extra-cross-heading", "howto-power-extra-cross")
        }
        Page::CastleBonus => ("howto-castle-bonus-heading", "howto-castle-bonus"),
        Page::End => ("howto-end-heading", "howto-end"),
        Page::Decisions => ("howto-decisions-heading", "howto-decisions"),
    }
}

/// What a page's picture is drawn with.
#[derive(SystemParam)]
struct PageSources<'w> {
    images: Option<Res<'w, ImageAssets>>,
    coats: Option<Res<'w, CoatImages>>,
    ui_scale: Option<Res<'w, UiScale>>,
    kingdom_pictures: KingdominoFigureSources<'w>,
}

/// Writes the page shown: when the panel opens and when the page or the book changes. Its words
/// follow the language by themselves.
fn write_the_page(
    mut commands: Commands,
    book: Res<Book>,
    duel_page: Res<OpenPage>,
    kingdom_page: Res<OpenKingdominoPage>,
    sources: PageSources,
    mut sheets: Query<(Entity, Ref<PageSheet>, &mut ScrollPosition)>,
    mut numbers: Query<&mut Localized, With<PageNumber>>,
) {
    let Ok((sheet, added, mut scrolled)) = sheets.single_mut() else {
        return;
    };
    let turned = book.is_changed() || duel_page.is_changed() || kingdom_page.is_changed();
    if !added.is_added() && !turned {
        return;
    }
    let at = match *book {
        Book::Duel => duel_page.0,
        Book::Original => kingdom_page.0,
    };
    let ((heading, text), shown) = match *book {
        Book::Duel => {
            let Some(&page) = PAGES.get(at) else {
                return;
            };
            (words_of(page), Shown::Duel(page))
        }
        Book::Original => {
            let Some(&page) = KINGDOMINO_PAGES.get(at) else {
                return;
            };
            (kingdom_words_of(page), Shown::Original(page))
        }
    };
    for mut number in &mut numbers {
        number.0 = Phrase::new("howto-page")
            .with("number", at + 1)
            .with("count", book.pages());
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
    // A test plays every example, so an error is a rule changed without its page.
    match shown {
        Shown::Duel(page) => match figure(page) {
            Ok(Some(figure)) => {
                let rules = RuleSet::builtin();
                let pictures = Pictures {
                    rules: &rules,
                    images: sources.images.as_deref(),
                    coats: sources.coats.as_deref(),
                    ui_scale: sources.ui_scale.map_or(1.0, |scale| scale.0),
                };
                spawn_figure(&mut commands, sheet, &figure, pictures);
            }
            Ok(None) => {}
            Err(error) => warn!("the picture of the page {page:?} cannot be drawn: {error}"),
        },
        Shown::Original(page) => match kingdom_figure(page) {
            Ok(Some(figure)) => {
                spawn_kingdom_figure(&mut commands, sheet, &figure, &sources.kingdom_pictures);
            }
            Ok(None) => {}
            Err(error) => warn!("the picture of the page {page:?} cannot be drawn: {error}"),
        },
    }
}

/// The page being written, of either book.
#[derive(Clone, Copy)]
enum Shown {
    Duel(Page),
    Original(KingdominoPage),
}

/// The messages of an original game's page: its heading and its text.
fn kingdom_words_of(page: KingdominoPage) -> (&'static str, &'static str) {
    match page {
        KingdominoPage::Lines => ("howto-original-lines-heading", "howto-original-lines"),
        KingdominoPage::Placing => ("howto-original-placing-heading", "howto-original-placing"),
        KingdominoPage::Scoring => ("howto-original-scoring-heading", "howto-original-scoring"),
        KingdominoPage::End => ("howto-original-end-heading", "howto-original-end"),
    }
}
