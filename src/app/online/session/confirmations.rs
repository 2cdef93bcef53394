//! The server's word on this seat's own actions. An action sent and not confirmed in time may
//! have been lost (a connection that died without saying so, a server that dropped it): the
//! table connects again, the server's game then shows what it has, and what it lacks is sent
//! again. An action still unconfirmed after a few tries stops the game with the reason: a table
//! never waits for ever on a message that will not come.

use std::time::Duration;

use super::{OnlineSession, OnlineStatus};

/// How long the server may take to confirm an action it was sent.
pub const CONFIRMATION_WAIT: Duration = Duration::from_secs(10);

/// How many times an unconfirmed action is sent again before the game stops.
pub const MOST_RESENDS: u32 = 3;

/// What the wait for the server's confirmation calls for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// Nothing is waiting, or not for long yet.
    Waiting,
    /// Connect again and send what the server lacks: this says why.
    SendAgain(String),
    /// The game stopped: the server never confirmed the action.
    GaveUp,
}

impl OnlineSession {
    /// The server's game has `length` actions: what this seat played beyond them goes again.
    pub(super) fn server_has(&mut self, length: usize) {
        self.sent = length;
        self.confirmed = length;
        self.unconfirmed_for = Duration::ZERO;
    }

    /// The server has the record up to `length` actions (its game, an action it told or one of
    /// this seat's echoed back).
    pub(super) fn confirmed_up_to(&mut self, length: usize) {
        if length > self.confirmed {
            self.confirmed = length;
            self.unconfirmed_for = Duration::ZERO;
            self.resends = 0;
        }
    }

    /// Time passed while playing: whether this seat's sent actions are overdue.
    pub fn wait_for_confirmation(&mut self, elapsed: Duration) -> Confirmation {
        if self.status != OnlineStatus::Playing || self.confirmed >= self.sent {
            self.unconfirmed_for = Duration::ZERO;
            return Confirmation::Waiting;
        }
        self.unconfirmed_for += elapsed;
        if self.unconfirmed_for < CONFIRMATION_WAIT {
            return Confirmation::Waiting;
        }
        self.unconfirmed_for = Duration::ZERO;
        let action = self.confirmed + 1;
        if self.resends >= MOST_RESENDS {
            self.fail(format!(
                "the server never confirmed this seat's action {action}, sent {} times",
                self.resends + 1
            ));
            return Confirmation::GaveUp;
        }
        self.resends += 1;
        Confirmation::SendAgain(format!(
            "the server did not confirm action {action} within {} s",
            CONFIRMATION_WAIT.as_secs()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::online::session::a_person_s_session;

    fn playing_session(sent: usize, confirmed: usize) -> OnlineSession {
        let mut session = a_person_s_session();
        session.status = OnlineStatus::Playing;
        session.sent = sent;
        session.confirmed_up_to(confirmed);
        session
    }

    #[test]
    fn an_action_the_server_never_confirms_is_sent_again_then_the_game_stops() {
        let mut session = playing_session(53, 52);
        let almost = CONFIRMATION_WAIT - Duration::from_millis(1);
        assert_eq!(session.wait_for_confirmation(almost), Confirmation::Waiting);
        for _ in 0..MOST_RESENDS {
            let again = session.wait_for_confirmation(CONFIRMATION_WAIT);
            assert!(
                matches!(&again, Confirmation::SendAgain(why) if why.contains("action 53")),
                "{again:?}"
            );
        }
        assert_eq!(
            session.wait_for_confirmation(CONFIRMATION_WAIT),
            Confirmation::GaveUp
        );
        let OnlineStatus::Failed(reason) = &session.status else {
            panic!("the game goes on: {:?}", session.status);
        };
        assert!(reason.contains("never confirmed"), "{reason}");
    }

    #[test]
    fn a_confirmation_ends_the_wait_and_the_count_of_tries() {
        let mut session = playing_session(53, 52);
        let again = session.wait_for_confirmation(CONFIRMATION_WAIT);
        assert!(matches!(again, Confirmation::SendAgain(_)));
        session.confirmed_up_to(53);
        assert_eq!(session.resends, 0);
        assert_eq!(
            session.wait_for_confirmation(CONFIRMATION_WAIT * 10),
            Confirmation::Waiting
        );
        // Nothing sent and unconfirmed while the game is not being played.
        let mut reconnecting = playing_session(53, 52);
        reconnecting.status = OnlineStatus::Connecting;
        assert_eq!(
            reconnecting.wait_for_confirmation(CONFIRMATION_WAIT * 10),
            Confirmation::Waiting
        );
    }
}
