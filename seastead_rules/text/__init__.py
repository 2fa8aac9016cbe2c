"""Text for people: card text in English, the words it is made of, records back
to their source form, the position as plain text, why a question is asked,
and the card catalogue of `seastead cards`."""
