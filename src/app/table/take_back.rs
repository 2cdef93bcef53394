//! The point a person may go back to in their turn: the Duel's fill as it began (its
//! preparations taken back), the original game's kingdom before the domino just added. The game
//! says when a point is made, kept or let go (`TableApp::take_back_change`); the point belongs
//! to one match and goes with it.

use kingdomino_core::table::{Place, Record, TableGame};

use super::TableApp;

/// What an action does to the take-back point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointChange {
    /// The same person's turn goes on from the point they had.
    Keep,
    /// A point for this place: the game as it was before the action.
    Before(Place),
    /// A point for this place: the game as the action left it.
    After(Place),
    /// Nothing to go back to.
    Clear,
}

/// Where a person may go back to, and how long the record was there.
pub(super) struct Point<G: TableGame> {
    pub seat: Place,
    pub state: G::State,
    pub record_length: usize,
}

impl<G: TableApp> Point<G> {
    /// The point once `seat` made `action` from `before` to `after`, the record `record_length`
    /// actions long now; `point` the one there was. Only a person (`is_person`) gets one.
    pub fn after_action(
        point: Option<Point<G>>,
        seat: Place,
        action: G::Action,
        [before, after]: [&G::State; 2],
        record_length: usize,
        is_person: impl Fn(Place) -> bool,
    ) -> Option<Point<G>> {
        let had = point.as_ref().map(|point| (point.seat, &point.state));
        match G::take_back_change(seat, action, after, had) {
            PointChange::Keep => point,
            PointChange::Before(seat) if is_person(seat) => Some(Point {
                seat,
                state: before.clone(),
                record_length: record_length - 1,
            }),
            PointChange::After(seat) if is_person(seat) => Some(Point {
                seat,
                state: after.clone(),
                record_length,
            }),
            PointChange::Before(_) | PointChange::After(_) | PointChange::Clear => None,
        }
    }

    /// The point of a game resumed from its record, as it stood when the game was kept, so
    /// what was done before then can still be taken back; the persons' places are `is_person`.
    pub fn of_resumed(
        rules: &G::Rules,
        record: &Record<G>,
        is_person: impl Fn(Place) -> bool,
    ) -> Option<Point<G>> {
        let mut state = record.start(rules).ok()?;
        let mut point = None;
        for index in 0..record.actions.len() {
            let before = state.clone();
            let seat = G::to_act(&state)?;
            record.play(rules, &mut state, index).ok()?;
            let action = record.actions[index];
            point = Point::after_action(
                point,
                seat,
                action,
                [&before, &state],
                index + 1,
                &is_person,
            );
        }
        point
    }
}
