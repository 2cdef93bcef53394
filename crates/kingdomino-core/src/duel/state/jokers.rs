//! Jokers: a drawing waits for each joker's coat, chosen among those that keep it legal.

use super::{GameState, JokerDrawing, Origin, Step};
use crate::duel::action::{Action, ActionError};
use crate::duel::map::PowerUse;
use crate::duel::report::{DrawnSquare, Report, Reports};
use crate::duel::ruleset::RuleSet;
use crate::duel::seat::SeatNumber;
use crate::kingdom::CoatId;

impl GameState {
    /// Draws the domino once every joker has its coat, or asks for the next joker's coat.
    pub(super) fn continue_drawing(
        &mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        joker_drawing: JokerDrawing,
        reports: &mut impl Reports,
    ) {
        if let Some(slot) = joker_drawing.coats.iter().position(Option::is_none) {
            self.joker_drawing = Some(joker_drawing);
            self.step = Step::ChooseJokerCoat {
                player: seat,
                slot: slot as u8,
            };
            reports.report(Report::JokerCoatAsked {
                seat,
                slot: slot as u8,
            });
            return;
        }
        self.joker_drawing = None;
        let player = &mut self.players[seat];
        let Some(domino) = player.full_domino() else {
            return;
        };
        let square = |slot: usize| DrawnSquare {
            cell: joker_drawing.drawing.cells[slot],
            coat: joker_drawing.coats[slot].unwrap_or(CoatId(0)),
            crosses: GameState::drawn_face(rules, domino[slot]).1,
        };
        let squares = [square(0), square(1)];
        for square in squares {
            player.map.draw(square.cell, square.coat, square.crosses);
        }
        player.drew = true;
        reports.report(Report::Drawn { seat, squares });
        self.finish_fill(rules, seat, reports);
    }

    /// The coats (one bit each) that the joker in `slot` may take and keep the pending drawing
    /// legal; a joker still without a coat counts as whichever coat suits it best.
    pub(super) fn fitting_joker_coats(&self, rules: &RuleSet, seat: SeatNumber, slot: u8) -> u32 {
        let (Some(JokerDrawing { drawing, coats }), slot @ 0..=1) =
            (self.joker_drawing, usize::from(slot))
        else {
            return 0;
        };
        let board = rules.board();
        let map = &self.player(seat).map;
        let mut connecting = [0; 2];
        connecting[1 - slot] = map.connecting_cells(board, coats[1 - slot]);
        let mut fitting = 0;
        for coat in rules.coat_ids() {
            connecting[slot] = map.connecting_cells(board, Some(coat));
            let cells = drawing.cells;
            if map.permits(board, connecting, drawing.powers, PowerUse::Allowed, cells) {
                fitting |= 1 << coat.0;
            }
        }
        fitting
    }

    pub(super) fn check_joker_coat(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        slot: u8,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let Action::ChooseJokerCoat { coat } = action else {
            return Err(ActionError::NotNow);
        };
        if rules.coat(coat).is_none() {
            return Err(ActionError::UnknownCoat);
        }
        if self.joker_drawing.is_none() {
            return Err(ActionError::NotNow);
        }
        if origin == Origin::Outside
            && self.fitting_joker_coats(rules, seat, slot) & (1 << coat.0) == 0
        {
            return Err(ActionError::JokerCoatNotConnected);
        }
        Ok(())
    }

    /// Gives the joker the coat [`GameState::check_joker_coat`] accepted.
    pub(super) fn choose_joker_coat(
        &mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        slot: u8,
        action: Action,
        reports: &mut impl Reports,
    ) {
        let (Action::ChooseJokerCoat { coat }, Some(mut joker_drawing)) =
            (action, self.joker_drawing)
        else {
            return;
        };
        joker_drawing.coats[usize::from(slot)] = Some(coat);
        self.continue_drawing(rules, seat, joker_drawing, reports);
    }
}
