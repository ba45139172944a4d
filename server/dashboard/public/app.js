// dashboard
