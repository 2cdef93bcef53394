//! The count of a finished game of the original Kingdomino, over its table: each kingdom's
//! crowned domains (squares × crowns), its bonuses and total, the numbers that break a tie,
//! who won and why, how the game went line by line, and the seed that deals its dominoes
//! again.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::original::{DecidedBy, KingdomSheet, Kingdomino, decided_by};

use super::kingdom_story::spawn_kingdom_story;
use super::settings_panel::{back_closes, panel_frame};
use crate::app::choices::{Choice, Choices, Go, Intent, OfferChoices};
use crate::app::kingdom::winners_words;
use crate::app::states::{AppSystems, Overlay};
use crate::app::view::scroll::Scrolled;
use crate::app::view::{ChoiceBar, OverlayChoices, theme};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Overlay::KingdomCount),
        (spawn_panel, offer_back).run_if(resource_exists::<Match<Kingdomino>>),
    );
    app.add_systems(
        Update,
        back_closes(Overlay::KingdomCount).in_set(AppSystems::Decide),
    );
}

const SHEET_WIDTH: f32 = 900.0;

fn spawn_panel(mut commands: Commands, game: Res<Match<Kingdomino>>) {
    let scores = game.state().scores();
    let winners = game.state().winners();
    let sheet = commands
        .spawn((
            Name::new("Kingdom count sheet"),
            Scrolled,
            Node {
                width: px(SHEET_WIDTH),
                max_width: percent(94),
                // Room under it for the verdict and Back; what does not fit scrolls.
                height: percent(60),
                overflow: Overflow::scroll_y(),
                // The kingdoms side by side as far as the sheet is wide.
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_content: AlignContent::Start,
                column_gap: px(28),
                row_gap: px(14),
                padding: UiRect::all(px(16)),
                border: UiRect::all(px(2)),
                ..default()
            },
            BorderColor::all(theme::GRID_LINE),
            BackgroundColor(theme::SHEET),
        ))
        .id();
    for (place, sheet_of) in scores.iter().enumerate() {
        spawn_kingdom_count(&mut commands, sheet, place, sheet_of, &game);
    }
    spawn_kingdom_story(&mut commands, sheet, &game);
    let mut verdict = vec![winners_words(&winners, &game)];
    verdict.extend(tie_break(&scores));
    let frame = commands
        .spawn((
            panel_frame("Kingdom count panel"),
            DespawnOnExit(Overlay::KingdomCount),
            children![theme::label(Phrase::new("kingdom-count-heading"), 30.0)],
        ))
        .id();
    commands.entity(frame).add_child(sheet);
    for said in verdict {
        commands.spawn((ChildOf(frame), theme::label(said, 20.0)));
    }
    // The seed panel deals these dominoes again.
    commands.spawn((
        ChildOf(frame),
        theme::hint(Phrase::new("game-over-seed").with("seed", game.seed().to_string())),
    ));
    commands.spawn((
        ChildOf(frame),
        Name::new("Kingdom count choices"),
        ChoiceBar,
        OverlayChoices,
        Node {
            column_gap: px(12),
            ..default()
        },
    ));
}

/// One kingdom's count: its total, each domain with a crown, its bonuses, its tie-break numbers.
fn spawn_kingdom_count(
    commands: &mut Commands,
    parent: Entity,
    place: usize,
    sheet: &KingdomSheet,
    game: &Match<Kingdomino>,
) {
    let column = commands
        .spawn((
            Name::new("Kingdom count"),
            ChildOf(parent),
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                flex_shrink: 0.0,
                ..default()
            },
        ))
        .id();
    let mut lines = vec![(
        Phrase::new("kingdom-count")
            .with("player", game.seat_names().swap_remove(place))
            .with("points", sheet.total as usize),
        20.0,
    )];
    for domain in sheet.domains.iter().filter(|domain| domain.crosses > 0) {
        lines.push((
            Phrase::new("howto-original-domain")
                .with("terrain", names::terrain(&game.rules, domain.coat))
                .with("squares", domain.size)
                .with("crowns", domain.crosses)
                .with("points", domain.points),
            16.0,
        ));
    }
    for (points, id) in [
        (sheet.middle_points, "kingdom-count-middle"),
        (sheet.harmony_points, "kingdom-count-harmony"),
    ] {
        if points > 0 {
            lines.push((Phrase::new(id).with("points", points), 16.0));
        }
    }
    lines.push((
        Phrase::new("kingdom-count-tie-numbers")
            .with("squares", sheet.largest_domain)
            .with("crowns", sheet.crowns),
        15.0,
    ));
    for (said, size) in lines {
        commands.spawn((ChildOf(column), theme::label(said, size)));
    }
}

/// What decided between equal totals, when some were equal at the top.
fn tie_break(scores: &[KingdomSheet]) -> Option<Phrase> {
    match decided_by(scores) {
        DecidedBy::Total => None,
        DecidedBy::LargestDomain => Some(Phrase::new("kingdom-count-by-domain")),
        DecidedBy::Crowns => Some(Phrase::new("kingdom-count-by-crowns")),
        DecidedBy::Shared => Some(Phrase::new("kingdom-count-all-equal")),
    }
}

fn offer_back(mut choices: ResMut<Choices>) {
    choices.offer_row(
        vec![Choice::button(
            Intent::Go(Go::CloseOverlay),
            Phrase::new("menu-back"),
        )],
        0,
    );
}
