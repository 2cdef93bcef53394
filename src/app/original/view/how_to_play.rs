//! The original game's How to play: its pages' words, and each page's picture drawn with its
//! table's own pieces from the engine's example of it.

use bevy::prelude::*;

use super::figures::{OriginalFigureSources, spawn_original_figure};
use crate::app::menus::{HowToPlay, PageWriting, PageWritten};
use crate::app::states::AppSystems;
use crate::app::table::game_id;
use kingdomino_core::how_to_play::original::{ORIGINAL_PAGES, OriginalPage, original_figure};
use kingdomino_core::original::Original;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_page_pictures
            .after(PageWriting)
            .in_set(AppSystems::View),
    );
}

impl HowToPlay for Original {
    fn pages() -> Vec<(&'static str, &'static str)> {
        ORIGINAL_PAGES.iter().map(|&page| words_of(page)).collect()
    }
}

/// A page's picture, under its words. A test plays every example, so an error is a rule
/// changed without its page.
fn draw_page_pictures(
    mut commands: Commands,
    mut written: MessageReader<PageWritten>,
    sources: OriginalFigureSources,
) {
    for &PageWritten { book, page, sheet } in written.read() {
        let Some(&page) = ORIGINAL_PAGES
            .get(page)
            .filter(|_| book == game_id::<Original>())
        else {
            continue;
        };
        match original_figure(page) {
            Ok(Some(figure)) => spawn_original_figure(&mut commands, sheet, &figure, &sources),
            Ok(None) => {}
            Err(error) => warn!("the picture of the page {page:?} cannot be drawn: {error}"),
        }
    }
}

/// The messages of a page: its heading and its text.
fn words_of(page: OriginalPage) -> (&'static str, &'static str) {
    match page {
        OriginalPage::Lines => ("howto-original-lines-heading", "howto-original-lines"),
        OriginalPage::Placing => ("howto-original-placing-heading", "howto-original-placing"),
        OriginalPage::Scoring => ("howto-original-scoring-heading", "howto-original-scoring"),
        OriginalPage::End => ("howto-original-end-heading", "howto-original-end"),
    }
}
