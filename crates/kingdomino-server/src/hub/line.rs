//! A seated connection's line to its room: a bounded queue of the messages it is to send, and a
//! hang-up the connection hears the moment the hub lets go of it (replaced, too slow, or its
//! room let go), so it never waits on a queue that will not fill again.

use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::{mpsc, oneshot};

use super::super::limits::OUTBOX_MESSAGES;
use kingdomino_core::online::ServerMessage;

/// The hub's end: what it tells the connection. Dropping it hangs up.
pub struct Line {
    outbox: mpsc::Sender<ServerMessage>,
    _hang_up: oneshot::Sender<()>,
}

/// The connection's end.
pub struct Mailbox {
    pub messages: mpsc::Receiver<ServerMessage>,
    pub hung_up: oneshot::Receiver<()>,
}

/// A line and its mailbox, for one connection.
pub fn line() -> (Line, Mailbox) {
    let (outbox, messages) = mpsc::channel(OUTBOX_MESSAGES);
    let (hang_up, hung_up) = oneshot::channel();
    (
        Line {
            outbox,
            _hang_up: hang_up,
        },
        Mailbox { messages, hung_up },
    )
}

impl Line {
    /// Queues a message: false when the connection lets its messages pile up (it is to be let
    /// go). A connection on its way out counts as keeping up: its leave follows.
    pub fn send(&self, message: ServerMessage) -> bool {
        !matches!(self.outbox.try_send(message), Err(TrySendError::Full(_)))
    }
}
