//! What a WebSocket brings, read one message at a time: texts, with pongs and pings told apart
//! (they only say the other end is there) and binary messages refused.

use axum::extract::ws::{Message, WebSocket};

/// The next message: a text, or none for a pong (or ping), which only says the other end is
/// there; a binary message is not ours; `None` once the connection closed.
pub async fn next_message(socket: &mut WebSocket) -> Option<Result<Option<String>, String>> {
    Some(match socket.recv().await? {
        Ok(Message::Text(text)) => Ok(Some(text.to_string())),
        Ok(Message::Binary(_)) => Err("a binary message".into()),
        Ok(Message::Close(_)) => return None,
        Ok(Message::Ping(_) | Message::Pong(_)) => Ok(None),
        Err(error) => Err(format!("a broken message: {error}")),
    })
}

/// The next text message, pongs and pings passed over (the hello's wait).
pub async fn next_text(socket: &mut WebSocket) -> Option<Result<String, String>> {
    loop {
        match next_message(socket).await? {
            Ok(None) => {}
            Ok(Some(text)) => return Some(Ok(text)),
            Err(reason) => return Some(Err(reason)),
        }
    }
}
