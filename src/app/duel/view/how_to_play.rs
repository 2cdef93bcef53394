//! The Duel's How to play: its pages' words, and each page's picture drawn with the table's own
//! pieces from the engine's example of it.

use bevy::prelude::*;

use super::figures::{Pictures, spawn_figure};
use crate::app::files::coat_images::CoatImages;
use crate::app::menus::{HowToPlay, PageWriting, PageWritten};
use crate::app::states::AppSystems;
use crate::app::table::game_id;
use crate::app::view::assets::ImageAssets;
use kingdomino_core::duel::{Duel, Power, RuleSet};
use kingdomino_core::how_to_play::{PAGES, Page, figure};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_page_pictures
            .after(PageWriting)
            .in_set(AppSystems::View),
    );
}

impl HowToPlay for Duel {
    fn pages() -> Vec<(&'static str, &'static str)> {
        PAGES.iter().map(|&page| words_of(page)).collect()
    }
}

/// A page's picture, under its words. A test plays every example, so an error is a rule
/// changed without its page.
fn draw_page_pictures(
    mut commands: Commands,
    mut written: MessageReader<PageWritten>,
    images: Option<Res<ImageAssets>>,
    coats: Option<Res<CoatImages>>,
    ui_scale: Option<Res<UiScale>>,
) {
    for &PageWritten { book, page, sheet } in written.read() {
        let Some(&page) = PAGES.get(page).filter(|_| book == game_id::<Duel>()) else {
            continue;
        };
        match figure(page) {
            Ok(Some(figure)) => {
                let rules = RuleSet::builtin();
                let pictures = Pictures {
                    rules: &rules,
                    images: images.as_deref(),
                    coats: coats.as_deref(),
                    ui_scale: ui_scale.as_ref().map_or(1.0, |scale| scale.0),
                };
                spawn_figure(&mut commands, sheet, &figure, pictures);
            }
            Ok(None) => {}
            Err(error) => warn!("the picture of the page {page:?} cannot be drawn: {error}"),
        }
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
