//! Every example of How to play played through the engine, and each showing what its page says.

use kingdomino_core::duel::{
    ActionError, LineProgress, Outcome, Power, RuleSet, ScoreSheet, SeatNumber,
};
use kingdomino_core::how_to_play::{
    Arrangement, Caption, Count, Figure, PAGES, Page, Panel, Role, ShownDie, figure,
};

fn figure_of(page: Page) -> Figure {
    figure(page)
        .unwrap_or_else(|error| panic!("{page:?}: {error}"))
        .unwrap_or_else(|| panic!("{page:?} has no picture"))
}

fn panel(figure: &Figure, caption: Caption) -> &Panel {
    figure
        .panels
        .iter()
        .find(|panel| panel.caption == caption)
        .unwrap_or_else(|| panic!("no {caption:?} panel in {figure:?}"))
}

fn sheet(panel: &Panel) -> &ScoreSheet {
    match &panel.count {
        Some(Count::Sheet(sheet)) => sheet,
        other => panic!("no score sheet: {other:?}"),
    }
}

fn marked(panel: &Panel) -> u64 {
    panel.map.as_ref().expect("a map").marked
}

#[test]
fn every_page_but_the_last_has_a_picture_the_engine_plays() {
    let mut names = std::collections::HashSet::new();
    for page in PAGES {
        assert!(names.insert(page.name()), "two pages named {}", page.name());
        let drawn = figure(page).unwrap_or_else(|error| panic!("{page:?}: {error}"));
        assert_eq!(drawn.is_none(), page == Page::Decisions, "{page:?}");
    }
    assert_eq!(PAGES.last(), Some(&Page::Decisions));
    for power in Power::ALL {
        assert!(PAGES.contains(&Page::Power(power)), "no page for {power:?}");
    }
}

#[test]
fn the_turn_page_names_every_coat_then_shows_every_face_of_every_die() {
    let rules = RuleSet::builtin();
    let turn = figure_of(Page::Turn);
    assert_eq!(turn.arrangement, Arrangement::Column);
    let coats = panel(&turn, Caption::Coats);
    assert_eq!(coats.coats, rules.coat_ids().collect::<Vec<_>>());
    assert_eq!(turn.panels[0], *coats, "the coats come first");
    for (number, die) in (1..).zip(rules.dice()) {
        let faces: Vec<_> = panel(&turn, Caption::Die(number))
            .dice
            .iter()
            .map(|shown| shown.face)
            .collect();
        assert_eq!(faces, die.faces);
    }
}

#[test]
fn the_draft_goes_a_b_b_and_a_keeps_the_last_die() {
    let draft = figure_of(Page::Draft);
    let mut order: Vec<(u8, Role)> = panel(&draft, Caption::Roll)
        .dice
        .iter()
        .map(|die| die.taken.map(|(role, order)| (order, role)).expect("taken"))
        .collect();
    order.sort_by_key(|(order, _)| *order);
    assert_eq!(
        order,
        [(1, Role::A), (2, Role::B), (3, Role::B), (4, Role::A)]
    );
    assert_eq!(panel(&draft, Caption::DiceOf(Role::A)).dice.len(), 2);
    assert_eq!(panel(&draft, Caption::DiceOf(Role::B)).dice.len(), 2);
}

#[test]
fn a_corner_does_not_connect_and_the_refusal_says_so() {
    let connecting = figure_of(Page::Connecting);
    assert_eq!(marked(panel(&connecting, Caption::Allowed)).count_ones(), 2);
    let refused = panel(&connecting, Caption::Refused);
    assert_eq!(refused.refusal, Some(ActionError::NotConnected));
    assert_eq!(refused.map.as_ref().unwrap().refused.len(), 2);
}

#[test]
fn the_scoring_example_has_a_domain_without_crosses_worth_nothing() {
    let scoring = figure_of(Page::Scoring);
    let count = sheet(&scoring.panels[0]);
    assert!(
        count
            .domains
            .iter()
            .any(|domain| domain.crosses == 0 && domain.size > 1 && domain.points == 0)
    );
    for domain in &count.domains {
        assert_eq!(domain.points, domain.size * domain.crosses);
    }
    let sum: u32 = count.domains.iter().map(|domain| domain.points).sum();
    assert_eq!(count.total, sum);
    assert!(count.total > 0);
}

#[test]
fn completing_a_line_first_gains_its_power_and_strikes_the_other_row() {
    let rules = RuleSet::builtin();
    let race = figure_of(Page::Spellbook);
    let line = rules.line_of_power(Power::SeparateDice).unwrap();
    let progress = |caption| panel(&race, caption).spellbook[line].progress;
    assert!(matches!(
        progress(Caption::Before),
        [LineProgress::Filling(_), LineProgress::Filling(_)]
    ));
    assert_eq!(
        progress(Caption::After),
        [
            LineProgress::Gained { used: false },
            LineProgress::StruckOut
        ]
    );
}

/// The two squares a power's example drew, as rows and columns.
fn drawn_squares(figure: &Figure) -> Vec<(u8, u8)> {
    let rules = RuleSet::builtin();
    let board = rules.board();
    let after = marked(panel(figure, Caption::After));
    (0..board.rows())
        .flat_map(|row| (0..board.columns()).map(move |column| (row, column)))
        .filter(|&(row, column)| {
            board
                .cell(row, column)
                .is_some_and(|cell| after & cell.bit() != 0)
        })
        .collect()
}

#[test]
fn the_connection_power_draws_where_nothing_connects() {
    let rules = RuleSet::builtin();
    let example = figure_of(Page::Power(Power::IgnoreConnection));
    let squares = drawn_squares(&example);
    assert_eq!(squares.len(), 2);
    let map = panel(&example, Caption::Before).map.as_ref().unwrap().map;
    let board = rules.board();
    for (row, column) in squares {
        let cell = board.cell(row, column).unwrap();
        let touches_castle = board.neighbours(cell.bit()) & board.castle().bit() != 0;
        let touches_drawing = board.neighbours(cell.bit()) & map.drawn() != 0;
        assert!(!touches_castle && !touches_drawing, "({row}, {column})");
    }
}

#[test]
fn the_separating_power_draws_two_squares_apart() {
    let example = figure_of(Page::Power(Power::SeparateDice));
    let squares = drawn_squares(&example);
    assert_eq!(squares.len(), 2);
    let [(row_a, column_a), (row_b, column_b)] = [squares[0], squares[1]];
    assert!(row_a.abs_diff(row_b) + column_a.abs_diff(column_b) > 1);
}

#[test]
fn with_two_dice_at_once_a_takes_two_in_the_first_pick() {
    let example = figure_of(Page::Power(Power::TakeTwoDice));
    let takers: Vec<(Role, u8)> = panel(&example, Caption::Roll)
        .dice
        .iter()
        .filter_map(|die| die.taken)
        .collect();
    assert_eq!(takers.iter().filter(|&&t| t == (Role::A, 1)).count(), 2);
    assert_eq!(takers.iter().filter(|&&t| t == (Role::B, 2)).count(), 2);
}

#[test]
fn turning_a_die_shows_another_face_of_the_same_die() {
    let rules = RuleSet::builtin();
    let example = figure_of(Page::Power(Power::TurnDie));
    let before: Vec<ShownDie> = panel(&example, Caption::Before).dice.clone();
    let after: Vec<ShownDie> = panel(&example, Caption::After).dice.clone();
    assert_ne!(before[0].face, after[0].face);
    assert_eq!(before[1], after[1], "the other die stays");
    assert!(
        rules
            .dice()
            .iter()
            .any(|die| die.faces.contains(&before[0].face) && die.faces.contains(&after[0].face))
    );
}

#[test]
fn the_domain_bonus_adds_three_points_per_domain_of_the_chosen_coat() {
    let example = figure_of(Page::Power(Power::DomainBonus));
    let before = sheet(panel(&example, Caption::Before));
    let after = sheet(panel(&example, Caption::After));
    let coat = after.bonus_coat.expect("a coat chosen");
    let domains = after.domains.iter().filter(|d| d.coat == coat).count() as u32;
    assert!(domains >= 2, "the page says both domains count");
    assert_eq!(before.bonus_points, 0);
    assert_eq!(after.bonus_points, 3 * domains);
    assert_eq!(after.total, before.total + 3 * domains);
}

#[test]
fn one_more_cross_wakes_up_a_domain_that_had_none() {
    let example = figure_of(Page::Power(Power::ExtraCross));
    let before = sheet(panel(&example, Caption::Before));
    let after = sheet(panel(&example, Caption::After));
    assert_eq!(marked(panel(&example, Caption::After)).count_ones(), 1);
    let woken = after
        .domains
        .iter()
        .find(|domain| domain.crosses == 1 && domain.size > 1)
        .expect("a domain with its one cross");
    assert!(
        before
            .domains
            .iter()
            .any(|domain| domain.cells == woken.cells && domain.crosses == 0)
    );
    assert_eq!(after.total, before.total + woken.points);
}

#[test]
fn the_castle_cross_goes_on_a_die_that_then_fills_no_square() {
    let example = figure_of(Page::CastleBonus);
    let before = panel(&example, Caption::Before);
    let after = panel(&example, Caption::After);
    assert!(before.dice.iter().all(|die| die.extra_crosses == 0));
    assert_eq!(
        after
            .dice
            .iter()
            .map(|die| die.extra_crosses)
            .collect::<Vec<_>>(),
        [1, 0]
    );
    assert_eq!(
        before.dice[0].face, before.dice[1].face,
        "two dice of one coat"
    );
    assert_eq!(
        after.spellbook[0].progress[0],
        LineProgress::Filling(1),
        "two dots drawn, one square filled"
    );
    assert_eq!(marked(after).count_ones(), 2);
}

#[test]
fn a_full_map_ends_the_game_and_equal_totals_go_to_the_larger_domain() {
    let example = figure_of(Page::End);
    let summaries: Vec<_> = example
        .panels
        .iter()
        .map(|panel| match panel.count {
            Some(Count::Summary(summary)) => summary,
            _ => panic!("no summary"),
        })
        .collect();
    assert_eq!(summaries[0].total, summaries[1].total);
    assert!(summaries[0].largest_domain > summaries[1].largest_domain);
    assert_eq!(
        example.outcome,
        Some(Outcome::Winner {
            player: SeatNumber::FIRST,
            by_tie_break: true
        })
    );
}
